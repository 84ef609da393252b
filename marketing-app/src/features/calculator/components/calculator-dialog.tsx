import { useTexts } from 'shared-ui';
import { RequestDialog } from 'shared-ui/layout';
import { CalculatorFormIsland } from '../../../islands';
import { marketingTexts } from '../../../texts/book';

/** The id of the calculator's dialog, which the constructor block's button opens. */
export const calculatorDialogId = 'calculator';

/**
 * The CONSTRUCTOR tariff calculator in the page's markup, closed until a button opens it with
 * `opensDialog(calculatorDialogId)`; its form is an island (`CalculatorForm`).
 */
export function CalculatorDialog() {
  const texts = useTexts(marketingTexts).calculator;
  return (
    <RequestDialog id={calculatorDialogId} title={texts.title} description={texts.description}>
      <CalculatorFormIsland dialogId={calculatorDialogId} />
    </RequestDialog>
  );
}
