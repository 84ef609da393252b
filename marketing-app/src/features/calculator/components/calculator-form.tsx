import { useMemo } from 'react';
import {
  customPlanMeetingFormatOptionsIn,
  formOptionsTexts,
  promoTexts,
  responsePromisesIn,
} from 'shared-data/catalog';
import {
  calculatorCategoriesIn,
  marketingCalculatorBounds,
  marketingCalculatorServicesIn,
  marketingCalculatorTexts,
} from 'shared-data/configurators';
import { sharedDataTexts } from 'shared-data/fields';
import { type CalculatorValues, calculatorInitialValues, leadBody } from 'shared-data/forms';
import { usePageLanguage, useTexts } from 'shared-ui';
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
  const language = usePageLanguage();
  const calculatorBook = useTexts(marketingCalculatorTexts);
  const services = useMemo(() => marketingCalculatorServicesIn(calculatorBook), [calculatorBook]);
  const categories = useMemo(() => calculatorCategoriesIn(calculatorBook), [calculatorBook]);
  const meetingFormats = customPlanMeetingFormatOptionsIn(useTexts(formOptionsTexts), language);
  const promises = responsePromisesIn(useTexts(promoTexts));
  const notices = useTexts(sharedDataTexts).notices.customPlan;
  return (
    <ConstructorRequestForm<CalculatorFormValues>
      dialogId={dialogId}
      form="calculator"
      texts={{
        ...texts.calculator,
        nextSteps: texts.calculator.nextSteps(promises.constructorHours),
      }}
      items={services}
      categories={categories}
      bounds={marketingCalculatorBounds}
      schema={(schemas) => schemas.calculatorSchema}
      initialValues={calculatorInitialValues}
      toBody={(values, envelope) => leadBody('calculator', values as CalculatorValues, envelope)}
      notices={notices}
      outOfBounds="disable"
    >
      <ContactGroup />
      <BusinessGroup aboutLabel={texts.customPlan.about} activityRequired />
      <MeetingGroup options={meetingFormats} required />
    </ConstructorRequestForm>
  );
}
