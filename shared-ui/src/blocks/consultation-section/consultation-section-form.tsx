import type { FormikHelpers } from 'formik';
import { budgetOptions, consultationMeetingFormatOptions, experienceOptions } from 'shared-data/catalog';
import {
  type ConsultationSectionValues,
  consultationLeadBody,
  consultationSectionInitialValues,
  consultationSectionNotices,
} from 'shared-data/forms';
import { toast } from 'shared-ui';
import { RadioGroupField } from '../../forms/choice-fields';
import { DateField } from '../../forms/date-field';
import { FormBody } from '../../forms/form-body';
import { SelectField } from '../../forms/select-field';
import { asServerError, serverFieldErrors } from '../../forms/server-field-errors';
import { EmailField, PhoneField, TextAreaField, TextField } from '../../forms/text-field';
import type { FormGuardFields } from '../../forms/use-form-guard';
import { useIdempotencyKey } from '../../forms/use-idempotency-key';
import { useSubmitLead } from '../../forms/use-submit-lead';
import { consultationSectionFormTexts } from './consultation-section-form-texts';

/** Props of ConsultationSectionForm. */
export interface ConsultationSectionFormProps {
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
}

/**
 * The consultation form of the `contact-form` section: sends a `consultation` lead (one idempotency key per fill),
 * shows the spec's toasts, clears itself on success and marks the fields a `validation_failed` answer names.
 */
export function ConsultationSectionForm({ 'aria-labelledby': labelledBy }: ConsultationSectionFormProps) {
  const submitLead = useSubmitLead();
  const idempotency = useIdempotencyKey();

  const onSubmit = async (
    values: ConsultationSectionValues,
    helpers: FormikHelpers<ConsultationSectionValues>,
    guard: FormGuardFields,
  ) => {
    const body = consultationLeadBody(values, {
      ...guard,
      idempotency_key: idempotency.key,
    });
    try {
      await submitLead(body);
    } catch (error) {
      const serverError = asServerError(error);
      const fieldErrors = serverFieldErrors(serverError, values);
      if (Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(fieldErrors);
        void helpers.setTouched(
          Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])),
          false,
        );
      }
      const { failure } = consultationSectionNotices;
      toast.error(failure.title, serverError.message || failure.description);
      return;
    }
    helpers.resetForm();
    idempotency.renew();
    const { success } = consultationSectionNotices;
    toast.success(success.title, success.description);
  };

  return (
    <FormBody<ConsultationSectionValues>
      aria-labelledby={labelledBy}
      schema={(schemas) => schemas.consultationSectionSchema}
      initialValues={consultationSectionInitialValues}
      onSubmit={onSubmit}
      submitLabel={consultationSectionFormTexts.submit}
      loadingLabel={consultationSectionFormTexts.sending}
    >
      <TextField name="name" label="Имя" required autoComplete="name" />
      <EmailField name="email" label="Email" required />
      <PhoneField name="phone" label="Телефон" required />
      <TextField name="company" label="Компания" autoComplete="organization" />
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
