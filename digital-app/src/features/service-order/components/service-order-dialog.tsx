import type { DigitalService } from 'shared-data/catalog';
import { useTexts } from 'shared-ui';
import { Dialog } from 'shared-ui/layout';
import { ServiceOrderFormIsland } from '../../../islands';
import { digitalTexts } from '../../../texts/book';
import { serviceOrderDialogId } from '../service-order-request';
import { OrderSummary } from './order-summary';

/**
 * The order dialog of one development service, in the page's markup and closed until one of the service card's
 * buttons opens it: the service with its price range and the packs that include it, and the order form (an island).
 */
export function ServiceOrderDialog({ service }: { service: DigitalService }) {
  const id = serviceOrderDialogId(service.id);
  const texts = useTexts(digitalTexts).serviceOrder;
  return (
    <Dialog id={id} title={texts.title(service.title)} description={texts.description}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <OrderSummary service={service} />
        <ServiceOrderFormIsland dialogId={id} serviceId={service.id} />
      </div>
    </Dialog>
  );
}
