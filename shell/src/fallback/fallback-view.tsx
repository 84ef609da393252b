import type { RemoteName } from 'shared-data/site';
import { AppLink, AppLoadFailed, usePageLanguage } from 'shared-ui';
import { fallbackTexts } from './fallback-texts';

interface FallbackViewProps {
  name: RemoteName;
  onRetry: () => Promise<void>;
}

/** Shown in place of a division whose code could not be loaded; the retry really loads it again. */
export function FallbackView({ name, onRetry }: FallbackViewProps) {
  const texts = fallbackTexts[usePageLanguage()];
  return (
    <AppLoadFailed name={name} onRetry={onRetry} message={texts.message(name)}>
      <AppLink href="/">{texts.home}</AppLink>
    </AppLoadFailed>
  );
}
