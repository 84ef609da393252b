import { useId, useMemo } from 'react';
import {
  consultationHref,
  exclusiveSalesGrowthPercent,
  marketingPlansIn,
  marketingPlansTexts,
} from 'shared-data/catalog';
import { Button, followSiteLink, Heading, type HeadingLevel, Text, useTexts } from 'shared-ui';
import { Badge, Card, Grid } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';
import { PlanCard } from './plan-card';

/** Props of PlanCards. */
export interface PlanCardsProps {
  headingLevel: 2 | 3;
}

/** The ready tariffs (STARTER, POPULAR, BUSINESS) and the exclusive block (PRO, PREMIUM). */
export function PlanCards({ headingLevel }: PlanCardsProps) {
  const readyId = useId();
  const exclusiveId = useId();
  const planTexts = useTexts(marketingTexts).plans;
  const plansBook = useTexts(marketingPlansTexts);
  const plans = useMemo(() => marketingPlansIn(plansBook), [plansBook]);
  const readyPlans = plans.filter((plan) => !plan.exclusive && !plan.priceFrom);
  const exclusivePlans = plans.filter((plan) => plan.exclusive);
  const cardLevel = (headingLevel + 1) as HeadingLevel;
  return (
    <>
      <section aria-labelledby={readyId} css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
          <Heading level={headingLevel} size="md" id={readyId}>
            {planTexts.readyTitle}
          </Heading>
          <Text variant="muted">{planTexts.readyText}</Text>
        </div>
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }}>
          {readyPlans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} headingLevel={cardLevel} />
            </li>
          ))}
        </Grid>
      </section>
      <Card as="section" aria-labelledby={exclusiveId} tone="alt">
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
          <Badge tone="accent" css={{ justifySelf: 'start' }}>
            {planTexts.exclusiveBadge(exclusiveSalesGrowthPercent)}
          </Badge>
          <Heading level={headingLevel} size="md" id={exclusiveId}>
            {planTexts.exclusiveTitle}
          </Heading>
          <Text variant="muted">{planTexts.exclusiveText(exclusiveSalesGrowthPercent)}</Text>
        </div>
        <Grid as="ul" columns={{ base: 1, md: 2 }}>
          {exclusivePlans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} headingLevel={cardLevel} />
            </li>
          ))}
        </Grid>
        <Button
          href={consultationHref}
          onClick={followSiteLink}
          variant="secondary"
          css={{ alignSelf: 'center' }}
        >
          {planTexts.consultation}
        </Button>
      </Card>
    </>
  );
}
