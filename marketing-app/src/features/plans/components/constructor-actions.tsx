import { useState } from 'react';
import { Button } from 'shared-ui';
import { lazyDialog } from 'shared-ui/forms';
import { planButtonTexts } from '../plan-button-texts';

// The calculator comes with its price lists (shared-data/configurators) when first opened.
const CalculatorDialog = lazyDialog(
  () => import(/* webpackChunkName: "calculator-dialog" */ '../../calculator/components/calculator-dialog'),
  'CalculatorDialog',
);

/** The constructor block's calculator button and the tariff calculator it opens. */
export function ConstructorActions() {
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setCalculatorOpen(true)}>{planButtonTexts.calculate}</Button>
      <CalculatorDialog open={calculatorOpen} onOpenChange={setCalculatorOpen} />
    </>
  );
}
