import type { OfferSummary } from 'shared-data/catalog';
import { Button, opensDialog, sharedUiTexts, Text, useTexts } from 'shared-ui';
import { OfferPrice } from 'shared-ui/content';
import { orderSummaryStyles } from 'shared-ui/forms';
import { PlanOrderFormIsland } from 'shared-ui/islands';
import { Dialog } from '../../components/dialog';

/** The id of the order dialog of the tariff or pack `offerId`, which its buttons open: `order-<offer id>`. */
export const planOrderDialogId = (offerId: string) => `order-${offerId}`;

/** Props of PlanOrderDialog. */
export interface PlanOrderDialogProps {
  /** The chosen tariff or pack from the shared-data catalog (`offerSummary`). */
  offer: OfferSummary;
  /** What the offer is called in the texts, in the page's language; default the book's `planOrder.offerKind`. */
  offerKind?: string;
  /** The discount the offer's badge shows, e.g. the catalog's "-30%"; default the rounded actual one. */
  discountPercent?: number;
  /** The price is per month (tariffs); default true. */
  perMonth?: boolean;
  /**
   * For a constructor offer (its price is only "from"): the dialog its "Настроить тариф" button opens on top, the
   * configurator that sends the request instead of this form.
   */
  configureDialogId?: string;
}

/**
 * The order request for a tariff or pack, in the page's markup and closed until a button made with
 * `opensDialog(planOrderDialogId(offer.id))` opens it, without script: the chosen offer and its price, and the
 * order form as an island that posts a `plan_order` lead (see `PlanOrderForm`). A constructor offer has no fixed
 * price, so instead of the form its button opens the configurator `configureDialogId`.
 */
export function PlanOrderDialog({
  offer,
  offerKind,
  discountPercent,
  perMonth = true,
  configureDialogId,
}: PlanOrderDialogProps) {
  const id = planOrderDialogId(offer.id);
  const texts = useTexts(sharedUiTexts).planOrder;
  const kind = offerKind ?? texts.offerKind;
  return (
    <Dialog
      id={id}
      title={texts.title(kind, offer.name)}
      description={offer.priceFrom ? texts.configureNote : texts.description}
    >
      <section aria-label={texts.chosen(kind)} css={orderSummaryStyles}>
        <Text variant="small">
          {texts.chosen(kind)}: <strong>{offer.name}</strong>
        </Text>
        <OfferPrice offer={offer} discountPercent={discountPercent} perMonth={perMonth} size="md" />
      </section>
      {offer.priceFrom ? (
        configureDialogId ? (
          <Button fullWidth {...opensDialog(configureDialogId)}>
            {texts.configure}
          </Button>
        ) : null
      ) : (
        <PlanOrderFormIsland dialogId={id} planName={offer.name} price={offer.price} />
      )}
    </Dialog>
  );
}
