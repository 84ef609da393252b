import { RequestDialog } from 'shared-ui/layout';
import { CalculatorFormIsland } from '../../../islands';
import { calculatorTexts } from '../calculator-texts';

/** The id of the calculator's dialog, which the constructor block's button opens. */
export const calculatorDialogId = 'calculator';

/**
 * The CONSTRUCTOR tariff calculator in the page's markup, closed until a button opens it with
 * `opensDialog(calculatorDialogId)`; its form is an island (`CalculatorForm`).
 */
export function CalculatorDialog() {
  return (
    <RequestDialog
      id={calculatorDialogId}
      title={calculatorTexts.title}
      description={calculatorTexts.description}
    >
      <CalculatorFormIsland dialogId={calculatorDialogId} />
    </RequestDialog>
  );
}
