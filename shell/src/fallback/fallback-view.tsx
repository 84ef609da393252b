import { useState } from 'react';
import { type RemoteName, remoteLabels } from 'shared-data/site';
import { AppLink, Button, Text } from 'shared-ui';
import { ShellPage } from '../shell-page';

interface FallbackViewProps {
  name: RemoteName;
  onRetry: () => Promise<void>;
}

/** Shown in place of a division whose code could not be loaded; the retry really loads it again. */
export function FallbackView({ name, onRetry }: FallbackViewProps) {
  const [state, setState] = useState<'idle' | 'retrying' | 'failed'>('idle');

  const retry = async () => {
    setState('retrying');
    try {
      await onRetry();
    } catch {
      setState('failed');
    }
  };

  return (
    <ShellPage
      title="Раздел временно недоступен"
      lead={`Не удалось загрузить раздел «${remoteLabels[name]}». Проверьте подключение к интернету и попробуйте еще раз — остальные разделы сайта работают.`}
    >
      <div role="status" aria-live="polite">
        {state === 'failed' ? <Text>Раздел все еще недоступен. Попробуйте чуть позже.</Text> : null}
      </div>
      <Button onClick={retry} loading={state === 'retrying'} loadingLabel="Загружаем...">
        Повторить
      </Button>{' '}
      <AppLink href="/">На главную</AppLink>
    </ShellPage>
  );
}
