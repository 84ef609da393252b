import { type ReactNode, useId } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { RemoteName } from 'shared-data/site';
import { Container } from '../components/container/container';
import { Heading } from '../components/heading/heading';
import { LoadFailure } from '../components/load-failure/load-failure';
import { Section } from '../components/section/section';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { stopCapturing } from './early-events';
import { useFailureTexts } from './use-failure-texts';

export interface AppLoadFailedProps {
  name: RemoteName;
  /** Loads the app again; a rejected promise means it failed again. */
  onRetry: () => unknown;
  /** What happened, when there is more to say than the book's `appLoadFailed.message`. */
  message?: string;
  /** Actions beside the retry. */
  children?: ReactNode;
}

/**
 * The page an app's element shows when the app's code did not arrive: what happened and a retry that loads it. It
 * shows once shared-ui's texts are there, which a whole app that failed early has not loaded yet.
 */
export function AppLoadFailed({ name, onRetry, message, children }: AppLoadFailedProps) {
  const titleId = useId();
  const texts = useFailureTexts()?.appLoadFailed;
  if (!texts) return null;
  return (
    <AppThemeProvider>
      <main>
        <Section aria-labelledby={titleId}>
          <Container>
            <Heading level={1} id={titleId}>
              {texts.title}
            </Heading>
            <LoadFailure
              message={message ?? texts.message(texts.sections[name])}
              failedAgain={texts.failedAgain}
              onRetry={onRetry}
            >
              {children}
            </LoadFailure>
          </Container>
        </Section>
      </main>
    </AppThemeProvider>
  );
}

/** How a whole app loads what it needs (`load`) and mounts once it has it (`mount`, resolving with its unmount). */
interface WholeAppStart<Parts> {
  load: () => Promise<Parts>;
  mount: (parts: Parts) => Promise<() => Promise<unknown>>;
}

/**
 * Shows in the app's element that the app could not load, with a retry that loads it again and mounts it once it
 * has arrived; returns what stops whichever is shown. Markup the server rendered gives way to the notice, as
 * in the shell's fallback: the app then renders afresh.
 */
export function showWholeAppLoadFailed<Parts>(
  host: HTMLElement,
  name: RemoteName,
  { load, mount }: WholeAppStart<Parts>,
): () => Promise<unknown> {
  stopCapturing(host);
  host.replaceChildren();
  const element = document.createElement('div');
  host.appendChild(element);
  const root = ReactDOMClient.createRoot(element);
  let stop: () => Promise<unknown> = async () => {
    root.unmount();
    element.remove();
  };
  let stopped = false;
  const retry = async () => {
    try {
      const parts = await load();
      if (stopped) return;
      await stop();
      const unmount = await mount(parts);
      if (stopped) await unmount();
      else stop = unmount;
    } catch (error) {
      // Reported as the first failure was, then the notice says it failed again.
      console.error(`The app ${name} could not be loaded:`, error);
      throw error;
    }
  };
  root.render(<AppLoadFailed name={name} onRetry={retry} />);
  return () => {
    stopped = true;
    return stop();
  };
}
