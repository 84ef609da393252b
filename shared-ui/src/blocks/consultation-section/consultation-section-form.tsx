import { useMemo } from 'react';
import {
  budgetOptionsIn,
  consultationMeetingFormatOptionsIn,
  experienceOptionsIn,
  formOptionsTexts,
} from 'shared-data/catalog';
import {
  type ConsultationSectionValues,
  consultationSectionInitialValues,
  leadBody,
  sharedDataTexts,
} from 'shared-data/forms';
import { sharedUiTexts, usePageLanguage, useTexts } from 'shared-ui';
import { RadioGroupField } from '../../forms/choice-fields';
import { DateField } from '../../forms/date-field';
import { FormBody } from '../../forms/form-body';
import { SelectField } from '../../forms/select-field';
import { ContactFields, TextAreaField, TextField } from '../../forms/text-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';

/** Props of ConsultationSectionForm. */
export interface ConsultationSectionFormProps {
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
}

/**
 * The consultation form of the `contact-form` section: a `consultation` lead, posted to the page without script and
 * sent through the api with it (one idempotency key per fill); it shows the spec's toasts, clears itself on success
 * and marks the fields a `validation_failed` answer names.
 */
export function ConsultationSectionForm({ 'aria-labelledby': labelledBy }: ConsultationSectionFormProps) {
  const language = usePageLanguage();
  const optionTexts = useTexts(formOptionsTexts);
  const options = useMemo(
    () => ({
      meetingFormats: consultationMeetingFormatOptionsIn(optionTexts, language),
      budgets: budgetOptionsIn(optionTexts, language),
      experience: experienceOptionsIn(optionTexts, language),
    }),
    [optionTexts, language],
  );
  const onSubmit = useLeadSubmit<ConsultationSectionValues>({
    toBody: (values, envelope) => leadBody('consultation', values, envelope),
    notices: useTexts(sharedDataTexts).notices.consultationSection,
  });
  const texts = useTexts(sharedUiTexts);
  const { fields } = texts;

  return (
    <FormBody<ConsultationSectionValues>
      aria-labelledby={labelledBy}
      schema={(schemas) => schemas.consultationSectionSchema}
      initialValues={consultationSectionInitialValues}
      onSubmit={onSubmit}
      submitLabel={texts.consultationSection.submit}
      loadingLabel={texts.consultationSection.sending}
      post={{ form: 'consultation' }}
    >
      <ContactFields company />
      <DateField name="consultationDate" label={fields.consultationDate} hint={fields.optional} />
      <RadioGroupField name="meetingFormat" label={fields.meetingFormat} options={options.meetingFormats} />
      <SelectField name="budget" label={fields.budget} options={options.budgets} />
      <TextField name="companyActivity" label={fields.companyActivity} />
      <SelectField name="experienceYears" label={fields.experienceYears} options={options.experience} />
      <TextAreaField name="personalInfo" label={fields.aboutYou} />
      <TextAreaField name="comments" label={fields.comments} />
    </FormBody>
  );
}
