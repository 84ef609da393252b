import { useState } from 'react';
import { marketingPlans } from 'shared-data/catalog';
import { Button } from 'shared-ui';
import { planTexts } from '../plan-texts';
import { PlanOrderDialogs } from './plan-dialogs';

/** Props of PlanOrderButton: the tariff by its catalog id. */
export interface PlanOrderButtonProps {
  planId: string;
}

/** A tariff card's "Выбрать тариф" button and the order form it opens. */
export function PlanOrderButton({ planId }: PlanOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const plan = marketingPlans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  return (
    <>
      <Button
        fullWidth
        variant={plan.popular ? 'primary' : 'secondary'}
        aria-label={planTexts.chooseLabel(plan.name)}
        onClick={() => setOpen(true)}
        css={{ marginTop: 'auto' }}
      >
        {planTexts.choose}
      </Button>
      <PlanOrderDialogs plan={plan} open={open} onOpenChange={setOpen} />
    </>
  );
}
