import { LoadFailure } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { isUnauthorized } from '../session/unauthorized';

export interface LoadFailedProps {
  /** The load: its error and how to ask again. */
  query: { error?: unknown; refetch: () => { unwrap: () => Promise<unknown> } };
  /** What the notice says: `failed` when the server gave no message, `loading` on the button while it runs. */
  texts: { failed: string; loading: string };
}

/**
 * A list or view that did not load: why, and a retry, busy while the load runs again, so a manager sees the retry go.
 * Nothing without an error, or when the session is over (the manager is sent to sign in instead).
 */
export function LoadFailed({ query: { error, refetch }, texts }: LoadFailedProps) {
  if (!error || isUnauthorized(error)) return null;
  return (
    <LoadFailure
      message={asServerError(error).message ?? texts.failed}
      retrying={texts.loading}
      onRetry={() => refetch().unwrap()}
    />
  );
}
