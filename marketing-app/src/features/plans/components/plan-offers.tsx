import { marketingConstructorPlan, planDiscountBadgePercent } from 'shared-data/catalog';
import { lazyDialog, PlanOrderDialog } from 'shared-ui';
import { usePlanDialogs } from '../hooks/use-plan-dialogs';
import { ConstructorOffer } from './constructor-offer';
import { PlanCards } from './plan-cards';

// The calculator and the custom plan form come with their price lists (shared-data/configurators) when first opened.
const CalculatorDialog = lazyDialog(
  () => import(/* webpackChunkName: "calculator-dialog" */ '../../calculator/components/calculator-dialog'),
  'CalculatorDialog',
);
const CustomPlanDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "custom-plan-dialog" */ '../../custom-plan/components/custom-plan-dialog'),
  'CustomPlanDialog',
);

/** Props of PlanOffers. */
export interface PlanOffersProps {
  /** Level of the block headings; the cards take the next one. */
  headingLevel: 2 | 3;
}

/**
 * The constructor block, the tariff cards and the exclusive block with their dialogs: a tariff opens its order
 * form, the constructor opens the calculator or, through its order request, the custom-tariff form.
 */
export function PlanOffers({ headingLevel }: PlanOffersProps) {
  const dialogs = usePlanDialogs();
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xxl })}>
      <ConstructorOffer
        headingLevel={headingLevel}
        onCalculate={() => dialogs.setCalculatorOpen(true)}
        onRequest={() => dialogs.openOrder(marketingConstructorPlan)}
      />
      <PlanCards headingLevel={headingLevel} onChoose={dialogs.openOrder} />
      <PlanOrderDialog
        offer={dialogs.order.plan}
        open={dialogs.order.open}
        onOpenChange={dialogs.setOrderOpen}
        discountPercent={planDiscountBadgePercent}
        onConfigure={() => dialogs.setCustomOpen(true)}
      />
      <CustomPlanDialog
        open={dialogs.customOpen}
        onOpenChange={dialogs.setCustomOpen}
        onSent={() => dialogs.setOrderOpen(false)}
      />
      <CalculatorDialog open={dialogs.calculatorOpen} onOpenChange={dialogs.setCalculatorOpen} />
    </div>
  );
}
