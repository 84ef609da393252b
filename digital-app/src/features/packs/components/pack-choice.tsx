import { useState } from 'react';
import { digitalPacks, packDiscountBadgePercent } from 'shared-data/catalog';
import { Button } from 'shared-ui';
import { lazyDialog, PlanOrderDialog } from 'shared-ui/forms';
import { packTexts } from '../pack-texts';

// The constructor comes with its price list (shared-data/configurators) when first opened.
const DigitalConstructorDialog = lazyDialog(
  () =>
    import(
      /* webpackChunkName: "digital-constructor-dialog" */ '../../digital-constructor/components/digital-constructor-dialog'
    ),
  'DigitalConstructorDialog',
);

/** A pack card's button: opens the pack's order form, or the constructor for the CONSTRUCTOR pack. */
export function PackChoice({ packId }: { packId: string }) {
  const [open, setOpen] = useState(false);
  const pack = digitalPacks.find((candidate) => candidate.id === packId);
  if (!pack) return null;
  const isConstructor = pack.priceFrom;
  return (
    <>
      <Button
        fullWidth
        variant={pack.popular || isConstructor ? 'primary' : 'secondary'}
        aria-label={isConstructor ? undefined : packTexts.chooseLabel(pack.name)}
        onClick={() => setOpen(true)}
      >
        {isConstructor ? packTexts.build : packTexts.choose}
      </Button>
      {isConstructor ? (
        <DigitalConstructorDialog open={open} onOpenChange={setOpen} />
      ) : (
        <PlanOrderDialog
          offer={pack}
          open={open}
          onOpenChange={setOpen}
          offerKind={packTexts.offerKind}
          discountPercent={packDiscountBadgePercent}
          perMonth={false}
        />
      )}
    </>
  );
}
