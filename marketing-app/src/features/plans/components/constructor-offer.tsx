import { useId } from 'react';
import { marketingConstructorPlan, offerSummary, planDiscountBadgePercent } from 'shared-data/catalog';
import { Heading, type HeadingLevel, Text } from 'shared-ui';
import { Badge, Card, OfferPrice } from 'shared-ui/content';
import { ConstructorActionsIsland } from '../../../islands';
import { planTexts } from '../plan-texts';

/** Props of ConstructorOffer. */
export interface ConstructorOfferProps {
  headingLevel: HeadingLevel;
}

/** The CONSTRUCTOR block: price "from", the savings badge and the buttons to the calculator and custom request. */
export function ConstructorOffer({ headingLevel }: ConstructorOfferProps) {
  const titleId = useId();
  const plan = marketingConstructorPlan;
  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      tone="brand"
      css={(theme) => ({
        [theme.mq.lg]: {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          alignItems: 'center',
        },
      })}
    >
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}>
        <div
          css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.xs })}
        >
          <Badge tone="accent">{planTexts.constructorSavings}</Badge>
          <Badge>{plan.name}</Badge>
        </div>
        <Heading level={headingLevel} size="md" id={titleId}>
          {planTexts.constructorTitle}
        </Heading>
        <Text>{plan.description}</Text>
        <Text variant="muted">{planTexts.constructorText}</Text>
      </div>
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
        <OfferPrice offer={plan} discountPercent={planDiscountBadgePercent} perMonth />
        <ConstructorActionsIsland
          plan={offerSummary(marketingConstructorPlan)}
          discountPercent={planDiscountBadgePercent}
        />
      </div>
    </Card>
  );
}
