import { useId, useMemo } from 'react';
import {
  marketingConstructorPlanIn,
  marketingConstructorSavingsPercent,
  marketingPlansTexts,
  offerSummary,
  planDiscountBadgePercent,
  promoTexts,
  responsePromisesIn,
} from 'shared-data/catalog';
import { Button, Heading, type HeadingLevel, opensDialog, Text, useTexts } from 'shared-ui';
import { Badge, Card, OfferPrice } from 'shared-ui/content';
import { PlanOrderDialog, planOrderDialogId } from 'shared-ui/layout';
import { marketingTexts } from '../../../texts/book';
import { CalculatorDialog, calculatorDialogId } from '../../calculator/components/calculator-dialog';
import { CustomPlanDialog, customPlanDialogId } from '../../custom-plan/components/custom-plan-dialog';

/** Props of ConstructorOffer. */
export interface ConstructorOfferProps {
  headingLevel: HeadingLevel;
}

/**
 * The CONSTRUCTOR block: price "from", the savings badge and the buttons to the calculator and the custom request.
 * The calculator, the request's order dialog and the custom-tariff dialog it opens on top are in the page's markup.
 */
export function ConstructorOffer({ headingLevel }: ConstructorOfferProps) {
  const titleId = useId();
  const plansBook = useTexts(marketingPlansTexts);
  const plan = useMemo(() => marketingConstructorPlanIn(plansBook), [plansBook]);
  const promises = responsePromisesIn(useTexts(promoTexts));
  const planTexts = useTexts(marketingTexts).plans;
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
          <Badge tone="accent">{planTexts.constructorSavings(marketingConstructorSavingsPercent)}</Badge>
          <Badge>{plan.name}</Badge>
        </div>
        <Heading level={headingLevel} size="md" id={titleId}>
          {planTexts.constructorTitle}
        </Heading>
        <Text>{plan.description}</Text>
        <Text variant="muted">{planTexts.constructorText(promises.constructorHours)}</Text>
      </div>
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
        <OfferPrice offer={plan} discountPercent={planDiscountBadgePercent} perMonth />
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
          <Button {...opensDialog(calculatorDialogId)}>{planTexts.calculate}</Button>
          <Button variant="secondary" {...opensDialog(planOrderDialogId(plan.id))}>
            {planTexts.customRequest}
          </Button>
        </div>
        <PlanOrderDialog
          offer={offerSummary(plan)}
          discountPercent={planDiscountBadgePercent}
          configureDialogId={customPlanDialogId}
        />
        <CustomPlanDialog closesToo={[planOrderDialogId(plan.id)]} />
        <CalculatorDialog />
      </div>
    </Card>
  );
}
