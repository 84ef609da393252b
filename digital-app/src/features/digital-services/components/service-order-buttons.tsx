import { useState } from 'react';
import { digitalServices } from 'shared-data/catalog';
import { Button } from 'shared-ui';
import { lazyDialog } from 'shared-ui/forms';
import type { ServiceOrderMode } from '../../service-order/service-order-request';
import { serviceCardTexts } from './service-card-texts';

// The order form comes with its first opening, so the card's buttons hydrate with little code.
const ServiceOrderDialog = lazyDialog(
  () =>
    import(
      /* webpackChunkName: "service-order-dialog" */ '../../service-order/components/service-order-dialog'
    ),
  'ServiceOrderDialog',
);

/** A service card's orders: in a pack or on its own, each opening the service order dialog. */
export function ServiceOrderButtons({ serviceId }: { serviceId: string }) {
  const [mode, setMode] = useState<ServiceOrderMode | null>(null);
  const [open, setOpen] = useState(false);
  const service = digitalServices.find((candidate) => candidate.id === serviceId);
  if (!service) return null;
  const order = (chosen: ServiceOrderMode) => {
    setMode(chosen);
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
      <Button
        size="sm"
        aria-label={`${serviceCardTexts.choosePack}: ${service.title}`}
        onClick={() => order('pack')}
      >
        {serviceCardTexts.choosePack}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${serviceCardTexts.separate}: ${service.title}`}
        onClick={() => order('separate')}
      >
        {serviceCardTexts.separate}
      </Button>
      <ServiceOrderDialog request={mode ? { service, mode } : null} open={open} onOpenChange={setOpen} />
    </div>
  );
}
