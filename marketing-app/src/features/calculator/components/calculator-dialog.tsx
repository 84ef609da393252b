import { customPlanMeetingFormatOptions, responsePromises } from 'shared-data/catalog';
import {
  calculatorCategories,
  marketingCalculatorBounds,
  marketingCalculatorServices,
} from 'shared-data/configurators';
import {
  type CalculatorValues,
  calculatorInitialValues,
  calculatorLeadBody,
  customPlanNotices,
} from 'shared-data/forms';
import { BusinessGroup, ConstructorDialog, ContactGroup, MeetingGroup } from 'shared-ui/forms';
import { customPlanTexts } from '../../custom-plan/custom-plan-texts';

/** Texts of the tariff calculator. */
export const calculatorTexts = {
  title: 'Калькулятор тарифа КОНСТРУКТОР',
  description: 'Добавьте нужные услуги и их количество — стоимость тарифа в месяц считается сразу.',
  items: 'Услуги',
  pickFirst: 'Добавьте хотя бы одну услугу, чтобы оставить заявку.',
  nextSteps: `${responsePromises.constructorText} после заявки, уточним детали и подготовим договор. Оплата после подписания договора.`,
  count: 'Услуг',
  total: 'Итого в месяц',
} as const;

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
  return (
    <ConstructorDialog<CalculatorFormValues>
      open={open}
      onOpenChange={onOpenChange}
      texts={calculatorTexts}
      items={marketingCalculatorServices}
      categories={calculatorCategories}
      bounds={marketingCalculatorBounds}
      schema={(schemas) => schemas.calculatorSchema}
      initialValues={calculatorInitialValues}
      toBody={(values, envelope) => calculatorLeadBody(values as CalculatorValues, envelope)}
      notices={customPlanNotices}
      outOfBounds="disable"
    >
      <ContactGroup />
      <BusinessGroup aboutLabel={customPlanTexts.about} activityRequired />
      <MeetingGroup options={customPlanMeetingFormatOptions} required />
    </ConstructorDialog>
  );
}
