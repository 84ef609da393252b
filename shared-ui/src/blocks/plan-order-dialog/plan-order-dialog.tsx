import type { FormikErrors } from 'formik';
import type { OfferSummary } from 'shared-data/catalog';
import {
  type PlanOrderValues,
  planOrderInitialValues,
  planOrderLeadBody,
  planOrderNotices,
  planOrderRequiredNotice,
} from 'shared-data/forms';
import { selectPromoCode, useAppSelector } from 'shared-data/store';
import { Button, Text } from 'shared-ui';
import { OfferPrice } from 'shared-ui/content';
import { orderSummaryStyles } from '../../forms/field-styles';
import {
  EmailField,
  FailedSubmitNotice,
  FormBody,
  FormValues,
  PhoneField,
  TextAreaField,
  TextField,
} from '../../forms/form-kit-parts';
import { lazyFormPart } from '../../forms/lazy-form-parts';
import { useLeadSubmit } from '../../forms/use-lead-submit';
import { planOrderDialogTexts } from './plan-order-dialog-texts';
import { PromoQuote } from './promo-quote';

/** Props of PlanOrderDialog. */
export interface PlanOrderDialogProps {
  /** The chosen tariff or pack from the shared-data catalog (`offerSummary`). */
  offer: OfferSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the offer is called in the texts; default "тариф". */
  offerKind?: string;
  /** The discount the offer's badge shows, e.g. the catalog's "-30%"; default the rounded actual one. */
  discountPercent?: number;
  /** The price is per month (tariffs); default true. */
  perMonth?: boolean;
  /** Opens the configurator of a constructor offer (its price is only "from"), shown on top of this dialog. */
  onConfigure?: () => void;
}

// The form's parts come from the form kit, which the dialog's loader fetches beside it: its own chunk holds only
// what the kit does not, the promo code and its check.
const Dialog = lazyFormPart('BaseDialog');

const contactFields = ['name', 'email', 'phone'] as const;

const missingContacts = (errors: FormikErrors<PlanOrderValues>, values: PlanOrderValues) =>
  contactFields.some((field) => errors[field] !== undefined && values[field].trim() === '')
    ? planOrderRequiredNotice
    : null;

function OrderForm({ offer, onDone }: { offer: OfferSummary; onDone: () => void }) {
  const storedPromoCode = useAppSelector(selectPromoCode);
  const onSubmit = useLeadSubmit<PlanOrderValues>({
    toBody: (values, envelope) => planOrderLeadBody(values, envelope),
    notices: planOrderNotices,
    onSuccess: onDone,
  });
  return (
    <FormBody<PlanOrderValues>
      aria-label={planOrderDialogTexts.form}
      schema={(schemas) => schemas.planOrderSchema}
      initialValues={{ ...planOrderInitialValues(offer.name), promoCode: storedPromoCode ?? '' }}
      submitLabel={planOrderDialogTexts.submit}
      loadingLabel={planOrderDialogTexts.sending}
      onSubmit={onSubmit}
    >
      <TextField name="name" label="Имя" required autoComplete="name" />
      <EmailField name="email" label="Email" required />
      <PhoneField name="phone" label="Телефон" required />
      <TextAreaField name="comments" label="Комментарий" />
      <TextField name="promoCode" label="Промокод" autoComplete="off" hint="Необязательно" />
      <FormValues<PlanOrderValues>>
        {(values) => <PromoQuote price={offer.price} promoCode={values.promoCode} />}
      </FormValues>
      <FailedSubmitNotice<PlanOrderValues>
        schema={(schemas) => schemas.planOrderSchema}
        noticeFor={missingContacts}
      />
    </FormBody>
  );
}

/**
 * The order request for a tariff or pack: shows the chosen offer and its price and sends a `plan_order` lead with
 * the visitor's contacts, comments and promo code (prefilled from the referral code the visitor brought, checked
 * live). A constructor offer has no fixed price, so instead of the form it offers `onConfigure`.
 */
export function PlanOrderDialog({
  offer,
  open,
  onOpenChange,
  offerKind = 'тариф',
  discountPercent,
  perMonth = true,
  onConfigure,
}: PlanOrderDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={planOrderDialogTexts.title(offerKind, offer.name)}
      description={offer.priceFrom ? planOrderDialogTexts.configureNote : planOrderDialogTexts.description}
    >
      <section aria-label={planOrderDialogTexts.chosen(offerKind)} css={orderSummaryStyles}>
        <Text variant="small">
          {planOrderDialogTexts.chosen(offerKind)}: <strong>{offer.name}</strong>
        </Text>
        <OfferPrice offer={offer} discountPercent={discountPercent} perMonth={perMonth} size="md" />
      </section>
      {offer.priceFrom ? (
        onConfigure ? (
          <Button fullWidth onClick={onConfigure}>
            {planOrderDialogTexts.configure}
          </Button>
        ) : null
      ) : (
        <OrderForm offer={offer} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}
