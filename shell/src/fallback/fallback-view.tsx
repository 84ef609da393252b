import { useState } from 'react';
import type { RemoteName } from 'shared-data';
import { AppLink, AppThemeProvider, Button, Container, Heading, Section, Text } from 'shared-ui';
import { divisionLabels } from '../divisions';

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
    <AppThemeProvider>
      <main>
        <Section aria-labelledby="fallback-title">
          <Container>
            <Heading level={1} id="fallback-title">
              Раздел временно недоступен
            </Heading>
            <Text variant="lead">
              Не удалось загрузить раздел «{divisionLabels[name]}». Проверьте подключение к интернету и
              попробуйте еще раз — остальные разделы сайта работают.
            </Text>
            <div role="status" aria-live="polite">
              {state === 'failed' ? <Text>Раздел все еще недоступен. Попробуйте чуть позже.</Text> : null}
            </div>
            <Button onClick={retry} loading={state === 'retrying'} loadingLabel="Загружаем...">
              Повторить
            </Button>{' '}
            <AppLink href="/">На главную</AppLink>
          </Container>
        </Section>
      </main>
    </AppThemeProvider>
  );
}
