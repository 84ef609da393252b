import type { FormikErrors } from 'formik';
import {
  boundsMessage,
  boundsToast,
  type CalculatorValues,
  calculatorTotal,
  checkBounds,
  marketingCalculatorBounds,
  type Notice,
  type Selection,
} from 'shared-data';

const bounds = marketingCalculatorBounds;

/** The calculator's total of a selection in сум; 0 for a selection the catalog cannot price. */
export function selectionSum(selection: Selection): number {
  try {
    return calculatorTotal(selection).total;
  } catch {
    return 0;
  }
}

/** The order can be sent: its total is above zero and within the calculator's bounds. */
export const withinBounds = (selection: Selection) => checkBounds(selectionSum(selection), bounds) === 'ok';

/** "Неверный бюджет" when a refused submit or a refused answer is about the total. */
export const budgetNotice = (message: string | undefined): Notice | null =>
  message === boundsMessage(bounds) ? boundsToast(bounds) : null;

/** The notice of a submit the schema refused for its total. */
export const refusedBudget = (errors: FormikErrors<Pick<CalculatorValues, 'selection'>>) =>
  budgetNotice(typeof errors.selection === 'string' ? errors.selection : undefined);
