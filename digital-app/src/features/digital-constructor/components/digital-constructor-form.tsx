import { digitalMeetingFormatOptions } from 'shared-data/catalog';
import {
  constructorCategories,
  digitalConstructorBounds,
  digitalConstructorItems,
} from 'shared-data/configurators';
import {
  type DigitalConstructorValues,
  digitalConstructorInitialValues,
  digitalConstructorNotices,
  leadBody,
} from 'shared-data/forms';
import { useTexts } from 'shared-ui';
import {
  BusinessGroup,
  ConstructorRequestForm,
  ContactGroup,
  FormGroup,
  MeetingGroup,
  TextAreaField,
} from 'shared-ui/forms';
import { digitalTexts } from '../../../texts/book';

/** Props of DigitalConstructorForm: what its island's element carries, so plain JSON. */
export interface DigitalConstructorFormProps {
  /** The id of the dialog the form sits in. */
  dialogId: string;
}

/**
 * The digital project constructor's form: modules by category with quantities and a running total, then the
 * request parts. It posts a `digital_constructor` lead without script; with script a total out of the project bounds
 * is refused with "Неверный бюджет" and a valid one is sent.
 */
export function DigitalConstructorForm({ dialogId }: DigitalConstructorFormProps) {
  const texts = useTexts(digitalTexts).constructorDialog;
  return (
    <ConstructorRequestForm<DigitalConstructorValues>
      dialogId={dialogId}
      form="digital_constructor"
      texts={texts}
      items={digitalConstructorItems}
      categories={constructorCategories}
      bounds={digitalConstructorBounds}
      schema={(schemas) => schemas.digitalConstructorSchema}
      initialValues={digitalConstructorInitialValues}
      toBody={(values, envelope) => leadBody('digital_constructor', values, envelope)}
      notices={digitalConstructorNotices}
      outOfBounds="notice"
    >
      <ContactGroup />
      <BusinessGroup aboutLabel={texts.about} activityRequired={false} />
      <MeetingGroup options={digitalMeetingFormatOptions} required={false} />
      <FormGroup title={texts.more}>
        <TextAreaField name="comments" label={texts.comments} />
      </FormGroup>
    </ConstructorRequestForm>
  );
}
