import type { AdminSession } from 'shared-data/admin';

/** What this browser keeps of a manager's session. */
export interface KeptSession {
  token: string;
  email: string;
  /** ISO time the server ends the session. */
  expiresAt: string;
}

const storageKey = 'adminSession';

/**
 * The session kept on this device while it lasts (12 hours from sign-in). Kept in localStorage so a manager's phone
 * stays signed in across tabs until the session ends or "Выйти"; an ended one is forgotten here too.
 */
export function readSession(now = Date.now()): KeptSession | undefined {
  try {
    const text = globalThis.localStorage?.getItem(storageKey);
    if (!text) return undefined;
    const kept = JSON.parse(text) as Partial<KeptSession>;
    if (
      typeof kept.token !== 'string' ||
      typeof kept.email !== 'string' ||
      typeof kept.expiresAt !== 'string'
    ) {
      forgetSession();
      return undefined;
    }
    if (Date.parse(kept.expiresAt) <= now) {
      forgetSession();
      return undefined;
    }
    return kept as KeptSession;
  } catch {
    return undefined;
  }
}

export function keepSession(session: AdminSession): KeptSession {
  const kept: KeptSession = {
    token: session.token,
    email: session.manager.email,
    expiresAt: session.expires_at,
  };
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Without storage the session lasts for this page only.
  }
  return kept;
}

export function forgetSession(): void {
  try {
    globalThis.localStorage?.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
