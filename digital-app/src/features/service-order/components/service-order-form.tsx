import { digitalServiceTitles } from 'shared-data/catalog';
import {
  leadBody,
  type ServiceOrderValues,
  serviceOrderInitialValues,
  sharedDataTexts,
} from 'shared-data/forms';
import { closeDialog, useTexts } from 'shared-ui';
import { ContactFields, FormBody, TextAreaField, useLeadSubmit } from 'shared-ui/forms';
import { digitalTexts } from '../../../texts/book';

/** Props of ServiceOrderForm: data only, as the page's markup carries them to the island. */
export interface ServiceOrderFormProps {
  /** The id of the dialog the form sits in: the form posts it, and closes it once its lead is sent. */
  dialogId: string;
  /** The ordered service, by its catalog id. */
  serviceId: string;
}

const contactsFilled = (values: ServiceOrderValues) =>
  [values.name, values.email, values.phone].every((value) => value.trim() !== '');

/**
 * The order of one development service: a `service_order` lead naming the service (a hidden field, so it posts
 * without script). With script it checks as the visitor types, shows the spec's toasts, clears and closes its dialog
 * once sent, and stays open with the values kept when sending fails.
 */
export function ServiceOrderForm({ dialogId, serviceId }: ServiceOrderFormProps) {
  // The lead names its service by the Russian title on every page: the title the schema accepts and the team's
  // inbox reads (the wire stays Russian). The visitor never sees it; the dialog around shows the page's language.
  const service = Object.hasOwn(digitalServiceTitles, serviceId)
    ? digitalServiceTitles[serviceId as keyof typeof digitalServiceTitles]
    : undefined;
  const texts = useTexts(digitalTexts).serviceOrder;
  const onSubmit = useLeadSubmit<ServiceOrderValues>({
    toBody: (values, envelope) => leadBody('service_order', values, envelope),
    notices: useTexts(sharedDataTexts).notices.serviceOrder,
    serverMessage: false,
    onSuccess: () => closeDialog(dialogId),
  });
  if (service === undefined) return null;
  return (
    <FormBody<ServiceOrderValues>
      aria-label={texts.form}
      schema={(schemas) => schemas.serviceOrderSchema}
      initialValues={serviceOrderInitialValues(service)}
      canSubmit={contactsFilled}
      submitLabel={texts.submit}
      loadingLabel={texts.sending}
      onSubmit={onSubmit}
      post={{ form: 'service_order', dialog: dialogId }}
    >
      <input type="hidden" name="service" defaultValue={service} />
      <ContactFields company />
      <TextAreaField name="message" label={texts.message} />
    </FormBody>
  );
}
