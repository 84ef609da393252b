import { useState } from 'react';
import type { OfferSummary } from 'shared-data/catalog';
import { lazyDialog, PlanOrderDialog } from 'shared-ui/forms';

// The calculator and the custom plan form come with their price lists (shared-data/configurators) when first opened.
export const CalculatorDialog = lazyDialog(
  () => import(/* webpackChunkName: "calculator-dialog" */ '../../calculator/components/calculator-dialog'),
  'CalculatorDialog',
);
const CustomPlanDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "custom-plan-dialog" */ '../../custom-plan/components/custom-plan-dialog'),
  'CustomPlanDialog',
);

/** Props of PlanOrderDialogs. */
export interface PlanOrderDialogsProps {
  plan: OfferSummary;
  /** The discount the tariff cards' badges name. */
  discountPercent: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The order form of a tariff; for the constructor, whose price is only "from", the order leads to the custom-tariff
 * form on top, and sending that closes both.
 */
export function PlanOrderDialogs({ plan, discountPercent, open, onOpenChange }: PlanOrderDialogsProps) {
  const [customOpen, setCustomOpen] = useState(false);
  return (
    <>
      <PlanOrderDialog
        offer={plan}
        open={open}
        onOpenChange={onOpenChange}
        discountPercent={discountPercent}
        onConfigure={() => setCustomOpen(true)}
      />
      {plan.priceFrom ? (
        <CustomPlanDialog open={customOpen} onOpenChange={setCustomOpen} onSent={() => onOpenChange(false)} />
      ) : null}
    </>
  );
}
