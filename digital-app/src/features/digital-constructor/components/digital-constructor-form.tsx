import { useMemo } from 'react';
import {
  digitalMeetingFormatOptionsIn,
  formOptionsTexts,
  promoTexts,
  responsePromisesIn,
} from 'shared-data/catalog';
import {
  constructorCategoriesIn,
  digitalConstructorBounds,
  digitalConstructorItemsIn,
  digitalConstructorTexts,
} from 'shared-data/configurators';
import {
  type DigitalConstructorValues,
  digitalConstructorInitialValues,
  leadBody,
  sharedDataTexts,
} from 'shared-data/forms';
import { usePageLanguage, useTexts } from 'shared-ui';
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
  const language = usePageLanguage();
  const catalog = useTexts(digitalConstructorTexts);
  // The module list and its categories are props of the selection field: built once per book, not on every keystroke.
  const items = useMemo(() => digitalConstructorItemsIn(catalog, language), [catalog, language]);
  const categories = useMemo(() => constructorCategoriesIn(catalog, language), [catalog, language]);
  const meetingFormats = digitalMeetingFormatOptionsIn(useTexts(formOptionsTexts), language);
  const { constructorHours } = responsePromisesIn(useTexts(promoTexts));
  const notices = useTexts(sharedDataTexts).notices.digitalConstructor;
  return (
    <ConstructorRequestForm<DigitalConstructorValues>
      dialogId={dialogId}
      form="digital_constructor"
      texts={{ ...texts, nextSteps: texts.nextSteps(constructorHours) }}
      items={items}
      categories={categories}
      bounds={digitalConstructorBounds}
      schema={(schemas) => schemas.digitalConstructorSchema}
      initialValues={digitalConstructorInitialValues}
      toBody={(values, envelope) => leadBody('digital_constructor', values, envelope)}
      notices={notices}
      outOfBounds="notice"
    >
      <ContactGroup />
      <BusinessGroup aboutLabel={texts.about} activityRequired={false} />
      <MeetingGroup options={meetingFormats} required={false} />
      <FormGroup title={texts.more}>
        <TextAreaField name="comments" label={texts.comments} />
      </FormGroup>
    </ConstructorRequestForm>
  );
}
