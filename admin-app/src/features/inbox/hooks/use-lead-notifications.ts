import { useEffect, useRef, useState } from 'react';
import { type AdminLeadSummary, leadTypeShortLabels } from 'shared-data/admin';
import { inboxTexts } from '../inbox-texts';

const texts = inboxTexts.live;

const flagKey = 'admin-lead-notifications';

const readFlag = () => {
  try {
    return localStorage.getItem(flagKey) === 'on';
  } catch {
    return false;
  }
};

const writeFlag = (on: boolean) => {
  try {
    if (on) localStorage.setItem(flagKey, 'on');
    else localStorage.removeItem(flagKey);
  } catch {
    // The choice then holds for this page only.
  }
};

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Whether the manager is looking at this inbox now: then the list shows the new lead and no notification is needed. */
const watching = () => document.visibilityState === 'visible' && document.hasFocus();

export interface LeadNotifications {
  permission: Permission;
  /** Turned on by the manager on this device, with the browser's permission. */
  on: boolean;
  turnOn: () => Promise<void>;
  turnOff: () => void;
}

/**
 * Browser notifications of new leads, once the manager turns them on: when the count of new leads under the same
 * filter grows between two refreshes and the manager is not looking at the inbox, one notification names the newest
 * lead. Clicking it brings the inbox forward.
 */
export function useLeadNotifications(
  filterKey: string,
  waiting: number | undefined,
  newest: AdminLeadSummary | undefined,
): LeadNotifications {
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const [wanted, setWanted] = useState(readFlag);
  const on = wanted && permission === 'granted';
  const seen = useRef<{ filterKey: string; waiting: number } | undefined>(undefined);
  useEffect(() => {
    if (waiting === undefined) return;
    const before = seen.current;
    seen.current = { filterKey, waiting };
    if (!on || before?.filterKey !== filterKey || waiting <= before.waiting || watching()) return;
    const notification = new Notification(texts.notification(waiting - before.waiting), {
      body: newest?.status === 'new' ? `${leadTypeShortLabels[newest.type]}: ${newest.name}` : undefined,
      tag: 'new-leads',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  }, [filterKey, waiting, newest, on]);
  return {
    permission,
    on,
    turnOn: async () => {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      setWanted(answer === 'granted');
      writeFlag(answer === 'granted');
    },
    turnOff: () => {
      setWanted(false);
      writeFlag(false);
    },
  };
}
