import { useState } from 'react';
import type { OfferSummary } from 'shared-data/catalog';
import { Button } from 'shared-ui';
import { planButtonTexts } from '../plan-button-texts';
import { PlanOrderDialogs } from './plan-dialogs';

/** Props of PlanOrderButton: the tariff as its card shows it, and the discount its badge names. */
export interface PlanOrderButtonProps {
  plan: OfferSummary;
  discountPercent: number;
}

/** A tariff card's "Выбрать тариф" button and the order form it opens. */
export function PlanOrderButton({ plan, discountPercent }: PlanOrderButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        fullWidth
        variant={plan.popular ? 'primary' : 'secondary'}
        aria-label={planButtonTexts.chooseLabel(plan.name)}
        onClick={() => setOpen(true)}
        css={{ marginTop: 'auto' }}
      >
        {planButtonTexts.choose}
      </Button>
      <PlanOrderDialogs plan={plan} discountPercent={discountPercent} open={open} onOpenChange={setOpen} />
    </>
  );
}
