import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { Option, PriceBounds, PricedItem } from 'shared-data/catalog';
import type { Selection } from 'shared-data/configurators';
import { type FormNotices, type Lead, type LeadEnvelope, sharedDataTexts } from 'shared-data/forms';
import { closeDialog, sharedUiTexts, Text, useHydrated, useTexts } from 'shared-ui';
import { FailedSubmitNotice } from '../../forms/failed-submit-notice';
import { FormBody, type FormSchemaRef } from '../../forms/form-body';
import { SelectionField } from '../../forms/selection-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';
import { FormGroup } from './lead-sections';
import { allowsSubmit, budgetNotice, refusedBudget, selectionSum } from './selection-rules';
import { SelectionSummary } from './selection-summary';

/** Texts of one constructor: its dialog's title and description, and its form's. */
export interface ConstructorDialogTexts {
  title: string;
  description: string;
  /** Label of the item list. */
  items: string;
  /** Shown instead of the request parts while nothing is picked. */
  pickFirst: string;
  /** What happens after the request, shown above the submit button. */
  nextSteps: string;
  /** Count label of the summary, e.g. "Услуг". */
  count: string;
  /** Total label of the summary, e.g. "Итого в месяц". */
  total: string;
}

/** Form values of a constructor: whatever the schema holds, with the picked items under `selection`. */
export type ConstructorFormValues = FormikValues & { selection: Selection };

/** Props of ConstructorRequestForm. */
export interface ConstructorRequestFormProps<Values extends ConstructorFormValues> {
  /** The id of the dialog the form sits in (`RequestDialog`): a refused post shows it open, a sent lead closes it. */
  dialogId: string;
  /** The lead type the form posts. */
  form: 'calculator' | 'digital_constructor';
  texts: ConstructorDialogTexts;
  items: readonly PricedItem[];
  categories: readonly Option[];
  bounds: PriceBounds;
  /** The form's shared-data schema; its `selection` refuses totals out of `bounds`. */
  schema: FormSchemaRef;
  initialValues: Values;
  /** The lead body of shared-data for the form's values. */
  toBody: (values: Values, envelope: LeadEnvelope) => Lead;
  notices: FormNotices;
  /**
   * A total out of bounds: `disable` keeps the submit button disabled once script runs; `notice` lets it be pressed
   * and answers with the "Неверный бюджет" toast instead of sending. Without script the server refuses it.
   */
  outOfBounds: 'disable' | 'notice';
  /** The request parts (contacts, business, meeting…). */
  children: ReactNode;
}

/**
 * A constructor's request form inside its dialog: priced items by category, each with a quantity field (minus at 1
 * removes), a running total kept in view with the bounds alert, and the request parts. It posts the chosen
 * quantities and the contacts without script (the server prices them and refuses a total out of bounds); with
 * script the total runs live and one lead is sent through `submit-application` with the spec's toasts, and the
 * dialog closes on success.
 */
export function ConstructorRequestForm<Values extends ConstructorFormValues>({
  dialogId,
  form,
  texts,
  items,
  categories,
  bounds,
  schema,
  initialValues,
  toBody,
  notices,
  outOfBounds,
  children,
}: ConstructorRequestFormProps<Values>) {
  // Only once script runs may the button wait for a valid total: without script the server checks it.
  const hydrated = useHydrated();
  const words = useTexts(sharedUiTexts).constructorForm;
  const boundsTexts = useTexts(sharedDataTexts).bounds;
  const onSubmit = useLeadSubmit<Values>({
    toBody,
    notices,
    serverMessage: false,
    failureNotice: (error) => budgetNotice(error.fields?.selection, bounds, boundsTexts),
    onSuccess: () => closeDialog(dialogId),
  });
  return (
    <FormBody<Values>
      aria-label={texts.title}
      post={{ form, dialog: dialogId }}
      schema={schema}
      initialValues={initialValues}
      // The server's markup keeps the button enabled: without script the server checks the total.
      canSubmit={(values) =>
        !hydrated || allowsSubmit(selectionSum(values.selection, items), bounds, outOfBounds)
      }
      submitLabel={words.submit}
      loadingLabel={words.sending}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <>
          <SelectionField
            name="selection"
            label={texts.items}
            items={items}
            categories={categories}
            bounds={bounds}
          />
          <SelectionSummary
            count={Object.keys(values.selection).length}
            total={selectionSum(values.selection, items)}
            bounds={bounds}
            countLabel={texts.count}
            totalLabel={texts.total}
          />
          {Object.keys(values.selection).length > 0 ? null : <Text variant="muted">{texts.pickFirst}</Text>}
          {children}
          <FormGroup title={words.nextSteps}>
            <Text variant="muted">{texts.nextSteps}</Text>
          </FormGroup>
          <FailedSubmitNotice<Values> schema={schema} noticeFor={refusedBudget(bounds, boundsTexts)} />
        </>
      )}
    </FormBody>
  );
}
