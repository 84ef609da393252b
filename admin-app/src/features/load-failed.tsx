import { Button, Text } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';

export interface LoadFailedProps {
  error: unknown;
  /** Said when the server gave no message of its own. */
  failed: string;
  retry: string;
  onRetry: () => void;
}

/** A list or view that did not load: why, and a button to ask again. */
export function LoadFailed({ error, failed, retry, onRetry }: LoadFailedProps) {
  return (
    <div role="alert">
      <Text>{asServerError(error).message ?? failed}</Text>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
