import { Button, Text, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';

/** What failed to load, said at once to a screen reader, with a way to try again. */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const texts = useTexts(ambassadorTexts).dashboard;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
      <Text role="alert">{message}</Text>
      <span>
        <Button variant="secondary" onClick={onRetry}>
          {texts.retry}
        </Button>
      </span>
    </div>
  );
}
