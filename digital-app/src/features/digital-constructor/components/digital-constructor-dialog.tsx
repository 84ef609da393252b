import { digitalMeetingFormatOptions, responsePromises } from 'shared-data/catalog';
import {
  constructorCategories,
  digitalConstructorBounds,
  digitalConstructorItems,
} from 'shared-data/configurators';
import {
  type DigitalConstructorValues,
  digitalConstructorInitialValues,
  digitalConstructorLeadBody,
  digitalConstructorNotices,
} from 'shared-data/forms';
import {
  BusinessGroup,
  ConstructorDialog,
  ContactGroup,
  FormGroup,
  MeetingGroup,
  TextAreaField,
} from 'shared-ui/forms';

/** Texts of the digital project constructor. */
export const digitalConstructorTexts = {
  title: 'Конструктор digital-проекта',
  description:
    'Добавьте нужные модули и их количество — стоимость проекта считается сразу. Оплата после подписания договора.',
  items: 'Модули проекта',
  pickFirst: 'Добавьте хотя бы один модуль, чтобы оставить заявку.',
  nextSteps: `${responsePromises.constructorText} после заявки: технический специалист уточнит задачу, сроки и подготовит договор.`,
  count: 'Модулей',
  total: 'Итого',
  about: 'Описание проекта',
  more: 'Дополнительно',
  comments: 'Комментарий',
} as const;

/** Props of DigitalConstructorDialog. */
export interface DigitalConstructorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The digital project constructor: modules by category with quantities and a running total; a total out of the
 * project bounds is refused with "Неверный бюджет", a valid one is sent as a `digital_constructor` lead.
 */
export function DigitalConstructorDialog({ open, onOpenChange }: DigitalConstructorDialogProps) {
  return (
    <ConstructorDialog<DigitalConstructorValues>
      open={open}
      onOpenChange={onOpenChange}
      texts={digitalConstructorTexts}
      items={digitalConstructorItems}
      categories={constructorCategories}
      bounds={digitalConstructorBounds}
      schema={(schemas) => schemas.digitalConstructorSchema}
      initialValues={digitalConstructorInitialValues}
      toBody={(values, envelope) => digitalConstructorLeadBody(values as DigitalConstructorValues, envelope)}
      notices={digitalConstructorNotices}
      outOfBounds="notice"
    >
      <ContactGroup />
      <BusinessGroup aboutLabel={digitalConstructorTexts.about} activityRequired={false} />
      <MeetingGroup options={digitalMeetingFormatOptions} required={false} />
      <FormGroup title={digitalConstructorTexts.more}>
        <TextAreaField name="comments" label={digitalConstructorTexts.comments} />
      </FormGroup>
    </ConstructorDialog>
  );
}
