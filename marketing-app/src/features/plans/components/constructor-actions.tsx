import { useState } from 'react';
import { Button } from 'shared-ui';
import { planButtonTexts } from '../plan-button-texts';
import { CalculatorDialog, PlanOrderDialogs } from './plan-dialogs';
import type { PlanOrderButtonProps } from './plan-order-button';

/**
 * The constructor block's buttons: the tariff calculator, and the order request of the constructor tariff (`plan`)
 * that leads to the custom-tariff form.
 */
export function ConstructorActions({ plan, discountPercent }: PlanOrderButtonProps) {
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [orderOpen, setOrderOpen] = useState(false);
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
      <Button onClick={() => setCalculatorOpen(true)}>{planButtonTexts.calculate}</Button>
      <Button variant="secondary" onClick={() => setOrderOpen(true)}>
        {planButtonTexts.customRequest}
      </Button>
      <PlanOrderDialogs
        plan={plan}
        discountPercent={discountPercent}
        open={orderOpen}
        onOpenChange={setOrderOpen}
      />
      <CalculatorDialog open={calculatorOpen} onOpenChange={setCalculatorOpen} />
    </div>
  );
}
