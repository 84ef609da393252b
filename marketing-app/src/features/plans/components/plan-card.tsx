import { useId } from 'react';
import { type MarketingPlan, offerSummary, planDiscountBadgePercent } from 'shared-data/catalog';
import { Button, Heading, type HeadingLevel, Icon, opensDialog, Text, useTexts } from 'shared-ui';
import { Badge, Card, CheckList, OfferPrice } from 'shared-ui/content';
import { PlanOrderDialog, planOrderDialogId } from 'shared-ui/layout';
import { marketingTexts } from '../../../texts/book';

/** Props of PlanCard. */
export interface PlanCardProps {
  plan: MarketingPlan;
  headingLevel: HeadingLevel;
}

/**
 * One tariff: name, old and new monthly price with the saving, description, first features and the order button,
 * which opens the tariff's order dialog beside it without script.
 */
export function PlanCard({ plan, headingLevel }: PlanCardProps) {
  const titleId = useId();
  const planTexts = useTexts(marketingTexts).plans;
  const shown = plan.features.slice(0, plan.previewFeatureCount);
  const more = plan.features.length - shown.length;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      elevated={plan.popular}
      css={(theme) => ({
        height: '100%',
        borderColor: plan.popular ? theme.colors.primary : theme.colors.border,
        borderWidth: plan.popular ? 2 : 1,
      })}
    >
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.xs })}
      >
        <Heading level={headingLevel} size="sm" id={titleId}>
          {plan.name}
        </Heading>
        {plan.popular ? <Badge tone="accent">{planTexts.popular}</Badge> : null}
      </div>
      <OfferPrice
        offer={plan}
        discountPercent={planDiscountBadgePercent}
        perMonth
        css={(theme) => ({ '& > p:nth-of-type(2)': { [theme.mq.md]: { fontSize: theme.fontSizes['2xl'] } } })}
      />
      <Text variant="muted">{plan.description}</Text>
      {plan.salesGrowthGuaranteePercent ? (
        <Badge tone="success" css={{ alignSelf: 'flex-start', whiteSpace: 'normal' }}>
          <Icon name="award" size={16} />
          {planTexts.guarantee(plan.salesGrowthGuaranteePercent)}
        </Badge>
      ) : null}
      <CheckList aria-label={planTexts.featuresLabel(plan.name)} items={shown} />
      {more > 0 ? <Text variant="small">{planTexts.moreFeatures(more)}</Text> : null}
      <Button
        fullWidth
        variant={plan.popular ? 'primary' : 'secondary'}
        aria-label={planTexts.chooseLabel(plan.name)}
        {...opensDialog(planOrderDialogId(plan.id))}
        css={{ marginTop: 'auto' }}
      >
        {planTexts.choose}
      </Button>
      <PlanOrderDialog offer={offerSummary(plan)} discountPercent={planDiscountBadgePercent} />
    </Card>
  );
}
