import { useState } from 'react';
import { Button } from 'shared-ui';
import { lazyDialog } from 'shared-ui/forms';
import type { ServiceOrderChoice, ServiceOrderMode } from '../../service-order/service-order-request';
import { serviceCardTexts } from './service-card-texts';

// The order form comes with its first opening, with the service's prices and packs from the catalog, so the card's
// buttons hydrate with little code.
const ServiceOrderDialog = lazyDialog(
  () =>
    import(
      /* webpackChunkName: "service-order-dialog" */ '../../service-order/components/service-order-dialog'
    ),
  'ServiceChoiceOrderDialog',
);

/** Props of ServiceOrderButtons: the service by its catalog id, and its title for the buttons' names. */
export interface ServiceOrderButtonsProps {
  serviceId: string;
  title: string;
}

/** A service card's orders: in a pack or on its own, each opening the service order dialog. */
export function ServiceOrderButtons({ serviceId, title }: ServiceOrderButtonsProps) {
  const [choice, setChoice] = useState<ServiceOrderChoice | null>(null);
  const [open, setOpen] = useState(false);
  const order = (chosen: ServiceOrderMode) => {
    setChoice({ serviceId, mode: chosen });
    setOpen(true);
  };
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.xs,
        '& > button': { flex: '1 1 8rem', whiteSpace: 'nowrap' },
      })}
    >
      <Button size="sm" aria-label={`${serviceCardTexts.choosePack}: ${title}`} onClick={() => order('pack')}>
        {serviceCardTexts.choosePack}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${serviceCardTexts.separate}: ${title}`}
        onClick={() => order('separate')}
      >
        {serviceCardTexts.separate}
      </Button>
      <ServiceOrderDialog choice={choice} open={open} onOpenChange={setOpen} />
    </div>
  );
}
