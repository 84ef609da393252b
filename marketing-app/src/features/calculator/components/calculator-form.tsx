import { customPlanMeetingFormatOptions, responsePromises } from 'shared-data/catalog';
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
import { useTexts } from 'shared-ui';
import { BusinessGroup, ConstructorRequestForm, ContactGroup, MeetingGroup } from 'shared-ui/forms';
import { marketingTexts } from '../../../texts/book';

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
  const texts = useTexts(marketingTexts);
  return (
    <ConstructorRequestForm<CalculatorFormValues>
      dialogId={dialogId}
      form="calculator"
      texts={{
        ...texts.calculator,
        nextSteps: texts.calculator.nextSteps(responsePromises.constructorHours),
      }}
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
      <BusinessGroup aboutLabel={texts.customPlan.about} activityRequired />
      <MeetingGroup options={customPlanMeetingFormatOptions} required />
    </ConstructorRequestForm>
  );
}
