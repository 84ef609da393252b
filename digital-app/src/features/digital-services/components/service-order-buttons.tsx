import { Button, opensDialog, useTexts } from 'shared-ui';
import { digitalTexts } from '../../../texts/book';
import { serviceOrderDialogId } from '../../service-order/service-order-request';

/** Props of ServiceOrderButtons: the service by its catalog id, and its title for the buttons' names. */
export interface ServiceOrderButtonsProps {
  serviceId: string;
  title: string;
}

/**
 * A service card's orders, in a pack or on its own: both open the service's order dialog by themselves, before and
 * without script; the dialog lists the packs with the service beside its own price.
 */
export function ServiceOrderButtons({ serviceId, title }: ServiceOrderButtonsProps) {
  const texts = useTexts(digitalTexts).serviceCard;
  const opens = opensDialog(serviceOrderDialogId(serviceId));
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.xs,
        '& > button': { flex: '1 1 8rem', whiteSpace: 'nowrap' },
      })}
    >
      <Button size="sm" aria-label={texts.choosePackFor(title)} {...opens}>
        {texts.choosePack}
      </Button>
      <Button size="sm" variant="secondary" aria-label={texts.separateFor(title)} {...opens}>
        {texts.separate}
      </Button>
    </div>
  );
}
