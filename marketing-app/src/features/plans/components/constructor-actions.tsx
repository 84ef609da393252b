import { useState } from 'react';
import { marketingConstructorPlan } from 'shared-data/catalog';
import { Button } from 'shared-ui';
import { planTexts } from '../plan-texts';
import { CalculatorDialog, PlanOrderDialogs } from './plan-dialogs';

/** The constructor block's buttons: the tariff calculator, and the order request that leads to the custom-tariff form. */
export function ConstructorActions() {
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [orderOpen, setOrderOpen] = useState(false);
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
      <Button onClick={() => setCalculatorOpen(true)}>{planTexts.calculate}</Button>
      <Button variant="secondary" onClick={() => setOrderOpen(true)}>
        {planTexts.customRequest}
      </Button>
      <PlanOrderDialogs plan={marketingConstructorPlan} open={orderOpen} onOpenChange={setOrderOpen} />
      <CalculatorDialog open={calculatorOpen} onOpenChange={setCalculatorOpen} />
    </div>
  );
}
