import { type RemoteName, remoteLabels } from 'shared-data/site';
import { AppLink, AppLoadFailed } from 'shared-ui';

interface FallbackViewProps {
  name: RemoteName;
  onRetry: () => Promise<void>;
}

/** Shown in place of a division whose code could not be loaded; the retry really loads it again. */
export function FallbackView({ name, onRetry }: FallbackViewProps) {
  return (
    <AppLoadFailed
      name={name}
      onRetry={onRetry}
      message={`Не удалось загрузить раздел «${remoteLabels[name]}». Проверьте подключение к интернету и попробуйте еще раз — остальные разделы сайта работают.`}
    >
      <AppLink href="/">На главную</AppLink>
    </AppLoadFailed>
  );
}
