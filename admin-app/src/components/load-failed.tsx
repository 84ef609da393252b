import { Button, Text } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { isUnauthorized } from '../session/unauthorized';

export interface LoadFailedProps {
  /** The load: its error, whether it runs again now, and how to ask again. */
  query: { error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** What the notice says: `failed` when the server gave no message, `retry` on the button, `loading` while it runs. */
  texts: { failed: string; retry: string; loading: string };
}

/**
 * A list or view that did not load: why, and a button to ask again, busy while the load runs again, so a manager
 * sees the retry go. Nothing without an error, or when the session is over (the manager is sent to sign in instead).
 */
export function LoadFailed({ query, texts }: LoadFailedProps) {
  const { error, isFetching, refetch } = query;
  if (!error || isUnauthorized(error)) return null;
  return (
    <div role="alert">
      <Text>{asServerError(error).message ?? texts.failed}</Text>
      <Button variant="secondary" onClick={() => refetch()} loading={isFetching} loadingLabel={texts.loading}>
        {texts.retry}
      </Button>
    </div>
  );
}
