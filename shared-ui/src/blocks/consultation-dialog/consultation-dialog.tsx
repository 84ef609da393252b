import { landingBudgetOptions, landingServiceOptions, preferredTimeOptions } from 'shared-data/catalog';
import {
  type ConsultationDialogValues,
  consultationDialogInitialValues,
  consultationDialogNotices,
  landingConsultationLeadBody,
} from 'shared-data/forms';
import { Dialog } from '../../components/dialog';
import { FormBody } from '../../forms/form-body';
import { SelectField } from '../../forms/select-field';
import { EmailField, PhoneField, TextAreaField, TextField } from '../../forms/text-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';
import { consultationDialogTexts } from './consultation-dialog-texts';

/** Props of ConsultationDialog. */
export interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const contactsFilled = (values: ConsultationDialogValues) =>
  [values.name, values.email, values.phone].every((value) => value.trim() !== '');

/**
 * The landing's consultation dialog, controlled by `open`/`onOpenChange`: sends a `landing_consultation` lead; on
 * success it shows the spec's toast, resets and closes; on failure it stays open with the values kept.
 */
export function ConsultationDialog({ open, onOpenChange }: ConsultationDialogProps) {
  // The spec's failure toast, whatever the server said; a success closes the dialog.
  const onSubmit = useLeadSubmit<ConsultationDialogValues>({
    toBody: landingConsultationLeadBody,
    notices: consultationDialogNotices,
    serverMessage: false,
    onSuccess: () => onOpenChange(false),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={consultationDialogTexts.title}
      description={consultationDialogTexts.description}
    >
      <FormBody<ConsultationDialogValues>
        aria-label={consultationDialogTexts.title}
        schema={(schemas) => schemas.consultationDialogSchema}
        initialValues={consultationDialogInitialValues}
        canSubmit={contactsFilled}
        submitLabel={consultationDialogTexts.submit}
        loadingLabel={consultationDialogTexts.sending}
        onSubmit={onSubmit}
      >
        <TextField name="name" label="Имя" required autoComplete="name" />
        <EmailField name="email" label="Email" required />
        <PhoneField name="phone" label="Телефон" required />
        <TextField name="company" label="Компания" autoComplete="organization" />
        <SelectField name="service" label="Интересующая услуга" options={landingServiceOptions} />
        <TextAreaField name="message" label="Сообщение" />
        <SelectField name="preferredTime" label="Удобное время для связи" options={preferredTimeOptions} />
        <SelectField name="budget" label="Бюджет" options={landingBudgetOptions} />
      </FormBody>
    </Dialog>
  );
}
