import { useEffect } from 'react';

/** Whether a function call failed because the session is over (401): then the manager signs in again. */
export const isUnauthorized = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/** Sends the manager back to sign-in when a query's error says the session is over. */
export function useSignInAgainOn(error: unknown, onUnauthorized: () => void) {
  useEffect(() => {
    if (isUnauthorized(error)) onUnauthorized();
  }, [error, onUnauthorized]);
}
