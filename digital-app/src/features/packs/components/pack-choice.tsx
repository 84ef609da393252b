import { useState } from 'react';
import type { OfferSummary } from 'shared-data/catalog';
import { Button } from 'shared-ui';
import { lazyDialog, PlanOrderDialog } from 'shared-ui/forms';
import { packButtonTexts } from '../pack-button-texts';

// The constructor comes with its price list (shared-data/configurators) when first opened.
const DigitalConstructorDialog = lazyDialog(
  () =>
    import(
      /* webpackChunkName: "digital-constructor-dialog" */ '../../digital-constructor/components/digital-constructor-dialog'
    ),
  'DigitalConstructorDialog',
);

/** Props of PackChoice: the pack as its card shows it, and the discount its badge names. */
export interface PackChoiceProps {
  pack: OfferSummary;
  discountPercent: number;
}

/** A pack card's button: opens the pack's order form, or the constructor for the CONSTRUCTOR pack. */
export function PackChoice({ pack, discountPercent }: PackChoiceProps) {
  const [open, setOpen] = useState(false);
  const isConstructor = pack.priceFrom;
  return (
    <>
      <Button
        fullWidth
        variant={pack.popular || isConstructor ? 'primary' : 'secondary'}
        aria-label={isConstructor ? undefined : packButtonTexts.chooseLabel(pack.name)}
        onClick={() => setOpen(true)}
      >
        {isConstructor ? packButtonTexts.build : packButtonTexts.choose}
      </Button>
      {isConstructor ? (
        <DigitalConstructorDialog open={open} onOpenChange={setOpen} />
      ) : (
        <PlanOrderDialog
          offer={pack}
          open={open}
          onOpenChange={setOpen}
          offerKind={packButtonTexts.offerKind}
          discountPercent={discountPercent}
          perMonth={false}
        />
      )}
    </>
  );
}
