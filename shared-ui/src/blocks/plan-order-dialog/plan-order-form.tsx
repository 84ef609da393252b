import type { FormikErrors } from 'formik';
import type { Notice } from 'shared-data/catalog';
import { leadBody, type PlanOrderValues, planOrderInitialValues, sharedDataTexts } from 'shared-data/forms';
import { closeDialog, sharedUiTexts, useTexts } from 'shared-ui';
import {
  ContactFields,
  FailedSubmitNotice,
  FormBody,
  FormValues,
  KeptPromoCode,
  TextAreaField,
  TextField,
  useLeadSubmit,
} from 'shared-ui/forms';
import { PromoQuote } from './promo-quote';

/** Props of PlanOrderForm: what its island's element carries, so plain JSON. */
export interface PlanOrderFormProps {
  /** The id of the dialog the form sits in: a refused post shows it open again, a sent lead closes it. */
  dialogId: string;
  /** The ordered tariff or pack, as the catalog spells it. */
  planName: string;
  /** Its price in whole сум, which a valid promo code takes 15% off. */
  price: number;
}

const contactFields = ['name', 'email', 'phone'] as const;

/** The notice of a submit refused for a missing contact: `required`, in the page's language. */
const missingContacts =
  (required: Notice) => (errors: FormikErrors<PlanOrderValues>, values: PlanOrderValues) =>
    contactFields.some((field) => errors[field] !== undefined && values[field].trim() === '')
      ? required
      : null;

/**
 * The order form of a tariff or pack inside its dialog: a `<form method="post">` that sends a `plan_order` lead
 * without script (the plan's name in a hidden field), and with script checks as the visitor types, checks the promo
 * code live, sends through `submit-application`, thanks with a toast and closes its dialog.
 */
export function PlanOrderForm({ dialogId, planName, price }: PlanOrderFormProps) {
  const notices = useTexts(sharedDataTexts).notices;
  const onSubmit = useLeadSubmit<PlanOrderValues>({
    toBody: (values, envelope) => leadBody('plan_order', values, envelope),
    notices: notices.planOrder,
    onSuccess: () => closeDialog(dialogId),
  });
  const texts = useTexts(sharedUiTexts);
  return (
    <FormBody<PlanOrderValues>
      aria-label={texts.planOrder.form}
      post={{ form: 'plan_order', dialog: dialogId }}
      schema={(schemas) => schemas.planOrderSchema}
      initialValues={planOrderInitialValues(planName)}
      submitLabel={texts.planOrder.submit}
      loadingLabel={texts.planOrder.sending}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="planName" defaultValue={planName} />
      <ContactFields />
      <TextAreaField name="comments" label={texts.fields.comments} />
      <TextField
        name="promoCode"
        label={texts.fields.promoCode}
        autoComplete="off"
        hint={texts.fields.optional}
      />
      <KeptPromoCode />
      <FormValues<PlanOrderValues>>
        {(values) => <PromoQuote price={price} promoCode={values.promoCode} />}
      </FormValues>
      <FailedSubmitNotice<PlanOrderValues>
        schema={(schemas) => schemas.planOrderSchema}
        noticeFor={missingContacts(notices.planOrderRequired)}
      />
    </FormBody>
  );
}
