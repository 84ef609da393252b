import { Button, Text } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { isUnauthorized } from '../../admin-session/unauthorized';

export interface LoadFailedProps {
  /** The query's error, if any. */
  error: unknown;
  /** Said when the server gave no message of its own. */
  failed: string;
  retry: string;
  /** Whether the load runs again now; the button says `loading` meanwhile, so a manager sees the retry go. */
  retrying?: boolean;
  loading?: string;
  onRetry: () => void;
}

/**
 * A list or view that did not load: why, and a button to ask again, busy while the load runs again. Nothing without
 * an error, or when the session is over (the manager is sent to sign in instead).
 */
export function LoadFailed({ error, failed, retry, retrying = false, loading, onRetry }: LoadFailedProps) {
  if (!error || isUnauthorized(error)) return null;
  return (
    <div role="alert">
      <Text>{asServerError(error).message ?? failed}</Text>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel={loading}>
        {retry}
      </Button>
    </div>
  );
}
