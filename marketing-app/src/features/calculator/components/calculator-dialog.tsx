import { useEffect, useState } from 'react';
import {
  type CalculatorValues,
  calculatorCategories,
  calculatorInitialValues,
  calculatorLeadBody,
  calculatorSchema,
  customPlanNotices,
  marketingCalculatorBounds,
  marketingCalculatorServices,
  responsePromises,
  type Selection,
} from 'shared-data';
import { FailedSubmitNotice, SelectionField, Text, useLeadSubmit } from 'shared-ui';
import { ConstructorFormDialog } from '../../custom-plan/components/constructor-form-dialog';
import {
  BusinessGroup,
  ContactGroup,
  FormGroup,
  MeetingGroup,
} from '../../custom-plan/components/lead-sections';
import { budgetNotice, refusedBudget, withinBounds } from '../calculator-rules';
import { CalculatorSummary } from './calculator-summary';

/** Texts of the tariff calculator. */
export const calculatorTexts = {
  title: 'Калькулятор тарифа КОНСТРУКТОР',
  description: 'Добавьте нужные услуги и их количество — стоимость тарифа в месяц считается сразу.',
  services: 'Услуги',
  pickFirst: 'Добавьте хотя бы одну услугу, чтобы оставить заявку.',
  nextSteps: `${responsePromises.constructorText} после заявки, уточним детали и подготовим договор. Оплата после подписания договора.`,
} as const;

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

/** Props of CalculatorDialog. */
export interface CalculatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type CalculatorFormValues = typeof calculatorInitialValues;

/**
 * The CONSTRUCTOR tariff calculator: services by category with quantities and a running total; the contact,
 * business and meeting parts appear once a service is picked, and the order can be sent only within the bounds.
 */
export function CalculatorDialog({ open, onOpenChange }: CalculatorDialogProps) {
  const [selection, setSelection] = useState<Selection>({});
  const onSubmit = useLeadSubmit<CalculatorFormValues>({
    toBody: (values, envelope) =>
      calculatorLeadBody(calculatorSchema.cast(values) as CalculatorValues, envelope),
    notices: customPlanNotices,
    serverMessage: false,
    failureNotice: (error) => budgetNotice(error.fields?.selection),
    onSuccess: () => onOpenChange(false),
  });
  return (
    <ConstructorFormDialog<CalculatorFormValues>
      open={open}
      onOpenChange={onOpenChange}
      title={calculatorTexts.title}
      description={calculatorTexts.description}
      footer={<CalculatorSummary selection={selection} />}
      schema={calculatorSchema}
      initialValues={calculatorInitialValues}
      canSubmit={(values) => withinBounds(values.selection)}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <>
          <SelectionField
            name="selection"
            label={calculatorTexts.services}
            items={marketingCalculatorServices}
            categories={calculatorCategories}
            bounds={marketingCalculatorBounds}
          />
          {Object.keys(values.selection).length > 0 ? (
            <>
              <ContactGroup />
              <BusinessGroup />
              <MeetingGroup />
              <FormGroup title="Что дальше">
                <Text variant="muted">{calculatorTexts.nextSteps}</Text>
              </FormGroup>
            </>
          ) : (
            <Text variant="muted">{calculatorTexts.pickFirst}</Text>
          )}
          <SelectionMirror selection={values.selection} onChange={setSelection} />
          <FailedSubmitNotice<CalculatorFormValues> schema={calculatorSchema} noticeFor={refusedBudget} />
        </>
      )}
    </ConstructorFormDialog>
  );
}
