import { whenIdle } from '../when-idle';

/**
 * The page's errors before Sentry's SDK is there. The early script starts keeping them (uncaught errors and
 * unhandled rejections) before any app runs; once the shell knows the DSN it hands over the SDK's loader, which runs
 * when the page has loaded and the browser is idle, or at once when an error comes. The SDK then reports what was
 * kept and the keeping stops.
 */
/** What the SDK's module (`sentry-reports`) gives: the client started, the kept errors sent. */
type StartSentry = (dsn: string, early: EarlyErrors) => void;

export interface EarlyErrors {
  /** What was thrown, oldest first (at most `maxKept`). */
  kept: unknown[];
  /** Stops listening: the SDK's own handlers report from then on. */
  stop(): void;
  /** Sends the errors to Sentry at `dsn` (none: the keeping stops) with the SDK that `load` fetches. */
  report(dsn: string | undefined, load: () => Promise<{ startSentry: StartSentry }>): void;
}

const key = '__earlyErrors';
const maxKept = 20;

type WithEarlyErrors = Window & { [key]?: EarlyErrors };

/** What the early script keeps, when it ran (a page served without it has none). */
export const earlyErrors = (target: Window = window): EarlyErrors | undefined =>
  (target as WithEarlyErrors)[key];

/** Starts keeping the page's uncaught errors and unhandled rejections, once per page. */
export function keepEarlyErrors(target: Window = window): EarlyErrors {
  const holder = target as WithEarlyErrors;
  const existing = holder[key];
  if (existing) return existing;
  let onError: (() => void) | undefined;
  const keep = (error: unknown) => {
    if (early.kept.length < maxKept) early.kept.push(error);
    onError?.();
  };
  const onErrorEvent = (event: ErrorEvent) => keep(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  const stop = () => {
    onError = undefined;
    target.removeEventListener('error', onErrorEvent);
    target.removeEventListener('unhandledrejection', onRejection);
  };
  const early: EarlyErrors = {
    kept: [],
    stop,
    report: (dsn, load) => {
      if (!dsn) return stop();
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        // Without the SDK (offline, blocked) the page goes on; its errors stay in the console.
        load().then(({ startSentry }) => startSentry(dsn, early), stop);
      };
      if (early.kept.length > 0) return start();
      onError = start;
      whenIdle(target, start);
    },
  };
  target.addEventListener('error', onErrorEvent);
  target.addEventListener('unhandledrejection', onRejection);
  holder[key] = early;
  return early;
}
