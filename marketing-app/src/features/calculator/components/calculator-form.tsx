import { customPlanMeetingFormatOptions } from 'shared-data/catalog';
import {
  calculatorCategories,
  marketingCalculatorBounds,
  marketingCalculatorServices,
} from 'shared-data/configurators';
import {
  type CalculatorValues,
  calculatorInitialValues,
  customPlanNotices,
  leadBody,
} from 'shared-data/forms';
import { BusinessGroup, ConstructorRequestForm, ContactGroup, MeetingGroup } from 'shared-ui/forms';
import { customPlanTexts } from '../../custom-plan/custom-plan-texts';
import { calculatorTexts } from '../calculator-texts';

/** Props of CalculatorForm: what its island's element carries, so plain JSON. */
export interface CalculatorFormProps {
  /** The id of the dialog the form sits in. */
  dialogId: string;
}

type CalculatorFormValues = typeof calculatorInitialValues;

/**
 * The CONSTRUCTOR tariff calculator's form: services by category with quantities and a running total, then the
 * contact, business and meeting parts; it posts a `calculator` lead without script, and with script can be sent only
 * within the bounds.
 */
export function CalculatorForm({ dialogId }: CalculatorFormProps) {
  return (
    <ConstructorRequestForm<CalculatorFormValues>
      dialogId={dialogId}
      form="calculator"
      texts={calculatorTexts}
      items={marketingCalculatorServices}
      categories={calculatorCategories}
      bounds={marketingCalculatorBounds}
      schema={(schemas) => schemas.calculatorSchema}
      initialValues={calculatorInitialValues}
      toBody={(values, envelope) => leadBody('calculator', values as CalculatorValues, envelope)}
      notices={customPlanNotices}
      outOfBounds="disable"
    >
      <ContactGroup />
      <BusinessGroup aboutLabel={customPlanTexts.about} activityRequired />
      <MeetingGroup options={customPlanMeetingFormatOptions} required />
    </ConstructorRequestForm>
  );
}
