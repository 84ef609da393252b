import type { FormikValues } from 'formik';
import { type ReactNode, useEffect, useState } from 'react';
import type { Option, PriceBounds, PricedItem } from 'shared-data/catalog';
import type { Selection } from 'shared-data/configurators';
import type { FormNotices, Lead, LeadEnvelope } from 'shared-data/forms';
import { Text } from 'shared-ui';
import { FailedSubmitNotice } from '../../forms/failed-submit-notice';
import type { FormSchemaRef } from '../../forms/form-body';
import { SelectionField } from '../../forms/selection-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';
import { ConstructorFormDialog } from './constructor-form-dialog';
import { FormGroup } from './lead-sections';
import { allowsSubmit, budgetNotice, refusedBudget, selectionSum } from './selection-rules';
import { SelectionSummary } from './selection-summary';

/** Texts of one constructor dialog. */
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

/** Props of ConstructorDialog. */
export interface ConstructorDialogProps<Values extends ConstructorFormValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
   * A total out of bounds: `disable` keeps the submit button disabled; `notice` lets it be pressed and answers with
   * the "Неверный бюджет" toast instead of sending.
   */
  outOfBounds: 'disable' | 'notice';
  /** The request parts (contacts, business, meeting…), shown once an item is picked. */
  children: ReactNode;
}

function SelectionMirror({
  selection,
  onChange,
}: {
  selection: Selection;
  onChange: (value: Selection) => void;
}) {
  useEffect(() => onChange(selection), [selection, onChange]);
  return null;
}

/**
 * A constructor: priced items by category with quantities (minus at 1 removes) and a running total kept in view
 * with the bounds alert; the request parts appear once an item is picked, and one lead is sent through
 * `submit-application` with the spec's toasts. Closes on success.
 */
export function ConstructorDialog<Values extends ConstructorFormValues>({
  open,
  onOpenChange,
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
}: ConstructorDialogProps<Values>) {
  const [selection, setSelection] = useState<Selection>({});
  const total = selectionSum(selection, items);
  const onSubmit = useLeadSubmit<Values>({
    toBody,
    notices,
    serverMessage: false,
    failureNotice: (error) => budgetNotice(error.fields?.selection, bounds),
    onSuccess: () => onOpenChange(false),
  });
  return (
    <ConstructorFormDialog<Values>
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      footer={
        <SelectionSummary
          count={Object.keys(selection).length}
          total={total}
          bounds={bounds}
          countLabel={texts.count}
          totalLabel={texts.total}
        />
      }
      schema={schema}
      initialValues={initialValues}
      canSubmit={(values) => allowsSubmit(selectionSum(values.selection, items), bounds, outOfBounds)}
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
          {Object.keys(values.selection).length > 0 ? (
            <>
              {children}
              <FormGroup title="Что дальше">
                <Text variant="muted">{texts.nextSteps}</Text>
              </FormGroup>
            </>
          ) : (
            <Text variant="muted">{texts.pickFirst}</Text>
          )}
          <SelectionMirror selection={values.selection} onChange={setSelection} />
          <FailedSubmitNotice<Values> schema={schema} noticeFor={refusedBudget(bounds)} />
        </>
      )}
    </ConstructorFormDialog>
  );
}
