import { visitorState } from 'shared-data/page';

const storageKey = visitorState.ambassadorTokenStorageKey;

/** The dashboard token this device keeps, or null. Storage may be unavailable (private mode). */
export function readAmbassadorToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey) || null;
  } catch {
    return null;
  }
}

/** Keeps the token on this device so a reload opens the dashboard again. */
export function keepAmbassadorToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(storageKey, token);
  } catch {
    // Without storage the dashboard lasts for this visit only.
  }
}

/** Forgets the token on this device. */
export function forgetAmbassadorToken(): void {
  try {
    globalThis.localStorage?.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
