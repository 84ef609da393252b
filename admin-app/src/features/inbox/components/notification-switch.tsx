import { Button, Text } from 'shared-ui';
import type { LeadNotifications } from '../hooks/use-lead-notifications';
import { inboxTexts } from '../inbox-texts';

const texts = inboxTexts.live;

/** The switch for notifications of new leads, or why there are none. */
export function NotificationSwitch({ permission, on, turnOn, turnOff }: LeadNotifications) {
  if (permission === 'unsupported') return <Text variant="small">{texts.notifyUnsupported}</Text>;
  if (permission === 'denied') return <Text variant="small">{texts.notifyDenied}</Text>;
  return (
    <Button size="sm" variant={on ? 'ghost' : 'secondary'} onClick={on ? turnOff : () => void turnOn()}>
      {on ? texts.notifyOff : texts.notifyOn}
    </Button>
  );
}
