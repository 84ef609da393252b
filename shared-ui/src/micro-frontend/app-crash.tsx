import { pathIn } from 'shared-data/site';
import { usePageLanguage } from '../texts/use-texts';
import { useFailureTexts } from './use-failure-texts';

/**
 * What an app shows when it throws while rendering; kept free of theme and store, which may be the cause, and shown
 * once shared-ui's texts are there, whose absence may be the cause too.
 */
export function AppCrash() {
  const language = usePageLanguage();
  const texts = useFailureTexts()?.appCrash;
  if (!texts) return null;
  return (
    <main style={{ padding: '2rem 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>{' '}
      <a href={pathIn(language, '/')}>{texts.home}</a>
    </main>
  );
}
