import { budgetOptions, consultationMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import {
  type ConsultationSectionValues,
  consultationSectionInitialValues,
  consultationSectionNotices,
  leadBody,
} from 'shared-data/forms';
import { RadioGroupField } from '../../forms/choice-fields';
import { DateField } from '../../forms/date-field';
import { FormBody } from '../../forms/form-body';
import { SelectField } from '../../forms/select-field';
import { ContactFields, TextAreaField, TextField } from '../../forms/text-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';
import { consultationSectionFormTexts } from './consultation-section-form-texts';

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
  const onSubmit = useLeadSubmit<ConsultationSectionValues>({
    toBody: (values, envelope) => leadBody('consultation', values, envelope),
    notices: consultationSectionNotices,
  });

  return (
    <FormBody<ConsultationSectionValues>
      aria-labelledby={labelledBy}
      schema={(schemas) => schemas.consultationSectionSchema}
      initialValues={consultationSectionInitialValues}
      onSubmit={onSubmit}
      submitLabel={consultationSectionFormTexts.submit}
      loadingLabel={consultationSectionFormTexts.sending}
      post={{ form: 'consultation' }}
    >
      <ContactFields company />
      <DateField name="consultationDate" label="Желаемая дата консультации" hint="Необязательно" />
      <RadioGroupField
        name="meetingFormat"
        label="Формат встречи"
        options={consultationMeetingFormatOptions}
      />
      <SelectField name="budget" label="Бюджет" options={budgetOptions} />
      <TextField name="companyActivity" label="Сфера деятельности" />
      <SelectField name="experienceYears" label="Опыт в бизнесе" options={experienceOptions} />
      <TextAreaField name="personalInfo" label="Расскажите о себе и своем бизнесе" />
      <TextAreaField name="comments" label="Комментарий" />
    </FormBody>
  );
}
