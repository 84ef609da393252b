import { landingBudgetOptions, landingServiceOptions, preferredTimeOptions } from 'shared-data/catalog';
import {
  type ConsultationDialogValues,
  consultationDialogInitialValues,
  consultationDialogNotices,
  leadBody,
} from 'shared-data/forms';
import { closeDialog } from 'shared-ui';
import { FormBody } from '../../forms/form-body';
import { SelectField } from '../../forms/select-field';
import { ContactFields, TextAreaField } from '../../forms/text-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';
import { consultationDialogTexts } from './consultation-dialog-texts';

/** Props of ConsultationDialogForm: data only, as the page's markup carries them to the island. */
export interface ConsultationDialogFormProps {
  /** The id of the dialog the form sits in: the form posts it, and closes it once its lead is sent. */
  dialogId: string;
}

const contactsFilled = (values: ConsultationDialogValues) =>
  [values.name, values.email, values.phone].every((value) => value.trim() !== '');

/**
 * The consultation dialog's form: a `landing_consultation` lead. Without script it posts to the page and the server
 * answers; with script it sends through the api, shows the spec's toasts (the failure one whatever the server said),
 * resets and closes its dialog on success, and stays open with the values kept on failure.
 */
export function ConsultationDialogForm({ dialogId }: ConsultationDialogFormProps) {
  const onSubmit = useLeadSubmit<ConsultationDialogValues>({
    toBody: (values, envelope) => leadBody('landing_consultation', values, envelope),
    notices: consultationDialogNotices,
    serverMessage: false,
    onSuccess: () => closeDialog(dialogId),
  });

  return (
    <FormBody<ConsultationDialogValues>
      aria-labelledby={`${dialogId}-title`}
      schema={(schemas) => schemas.consultationDialogSchema}
      initialValues={consultationDialogInitialValues}
      canSubmit={contactsFilled}
      submitLabel={consultationDialogTexts.submit}
      loadingLabel={consultationDialogTexts.sending}
      onSubmit={onSubmit}
      post={{ form: 'landing_consultation', dialog: dialogId }}
    >
      <ContactFields company />
      <SelectField name="service" label="Интересующая услуга" options={landingServiceOptions} />
      <TextAreaField name="message" label="Сообщение" />
      <SelectField name="preferredTime" label="Удобное время для связи" options={preferredTimeOptions} />
      <SelectField name="budget" label="Бюджет" options={landingBudgetOptions} />
    </FormBody>
  );
}
