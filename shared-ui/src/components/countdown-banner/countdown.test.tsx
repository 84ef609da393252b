import { renderToString } from 'react-dom/server';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { startCountdowns, tickCountdowns } from './countdown';
import { CountdownBanner } from './countdown-banner';

const endsAt = '2025-08-31T23:59:59+05:00';
const end = Date.parse(endsAt);

/** The banner as the server renders it into a page at `now`, which no React root ever hydrates. */
function serverBanner(now: number) {
  jest.useFakeTimers({ now });
  document.body.innerHTML = renderToString(
    <AppThemeProvider withGlobalStyles={false}>
      <CountdownBanner endsAt={endsAt} now={() => now} />
    </AppThemeProvider>,
  );
  return document.querySelector('aside') as HTMLElement;
}

const timer = () => document.querySelector('[role="timer"]')?.textContent?.replace(/\s+/g, ' ').trim();

describe('the countdown ticker', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the time left in server markup that waits for no code, and hides the banner at the end', () => {
    const banner = serverBanner(end - 90_000);
    expect(timer()).toBe('-- дней -- часов -- минут -- секунд');
    tickCountdowns(document, end - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000);
    expect(timer()).toBe('2 дня 03 часа 04 минуты 05 секунд');
    tickCountdowns(document, end - 61_000);
    expect(timer()).toBe('0 дней 00 часов 01 минута 01 секунда');
    tickCountdowns(document, end);
    expect(banner.hidden).toBe(true);
  });

  it('ticks on every second of the visitor’s clock once started', () => {
    serverBanner(end - 3000);
    startCountdowns(window);
    expect(timer()).toBe('0 дней 00 часов 00 минут 03 секунды');
    jest.advanceTimersByTime(1000);
    expect(timer()).toBe('0 дней 00 часов 00 минут 02 секунды');
    jest.advanceTimersByTime(2000);
    expect(document.querySelector('aside')?.hidden).toBe(true);
  });

  it('shows a banner the server rendered hidden while the promo runs by the visitor’s clock, and keeps one hidden after', () => {
    const banner = serverBanner(end + 60_000);
    expect(banner.hidden).toBe(true);
    expect(getComputedStyle(banner).display).toBe('none');
    tickCountdowns(document, end + 1000);
    expect(banner.hidden).toBe(true);
    tickCountdowns(document, end - 5000);
    expect(banner.hidden).toBe(false);
    expect(timer()).toBe('0 дней 00 часов 00 минут 05 секунд');
  });

  it('leaves a banner that a live component counts', () => {
    serverBanner(end - 90_000).setAttribute('data-countdown-live', '');
    tickCountdowns(document, end - 61_000);
    expect(timer()).toBe('-- дней -- часов -- минут -- секунд');
  });
});
