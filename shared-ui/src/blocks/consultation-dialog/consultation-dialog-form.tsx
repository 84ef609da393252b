import { useMemo } from 'react';
import {
  formOptionsTexts,
  landingBudgetOptionsIn,
  landingServiceOptionsIn,
  preferredTimeOptionsIn,
} from 'shared-data/catalog';
import {
  type ConsultationDialogValues,
  consultationDialogInitialValues,
  leadBody,
  sharedDataTexts,
} from 'shared-data/forms';
import { closeDialog, sharedUiTexts, usePageLanguage, useTexts } from 'shared-ui';
import { FormBody } from '../../forms/form-body';
import { SelectField } from '../../forms/select-field';
import { ContactFields, TextAreaField } from '../../forms/text-field';
import { useLeadSubmit } from '../../forms/use-lead-submit';

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
  const language = usePageLanguage();
  const optionTexts = useTexts(formOptionsTexts);
  const options = useMemo(
    () => ({
      services: landingServiceOptionsIn(optionTexts, language),
      times: preferredTimeOptionsIn(optionTexts, language),
      budgets: landingBudgetOptionsIn(optionTexts, language),
    }),
    [optionTexts, language],
  );
  const onSubmit = useLeadSubmit<ConsultationDialogValues>({
    toBody: (values, envelope) => leadBody('landing_consultation', values, envelope),
    notices: useTexts(sharedDataTexts).notices.consultationDialog,
    serverMessage: false,
    onSuccess: () => closeDialog(dialogId),
  });
  const texts = useTexts(sharedUiTexts);

  return (
    <FormBody<ConsultationDialogValues>
      aria-labelledby={`${dialogId}-title`}
      schema={(schemas) => schemas.consultationDialogSchema}
      initialValues={consultationDialogInitialValues}
      canSubmit={contactsFilled}
      submitLabel={texts.consultationDialog.submit}
      loadingLabel={texts.consultationDialog.sending}
      onSubmit={onSubmit}
      post={{ form: 'landing_consultation', dialog: dialogId }}
    >
      <ContactFields company />
      <SelectField name="service" label={texts.fields.service} options={options.services} />
      <TextAreaField name="message" label={texts.fields.message} />
      <SelectField name="preferredTime" label={texts.fields.preferredTime} options={options.times} />
      <SelectField name="budget" label={texts.fields.budget} options={options.budgets} />
    </FormBody>
  );
}
