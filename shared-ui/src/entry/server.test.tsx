/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { useReferralInfoQuery } from 'shared-data/api';
import { testRuntimeConfig } from 'shared-data/testing';
import { CountdownBanner } from '../components/countdown-banner/countdown-banner';
import { lazyPage } from '../micro-frontend/lazy-page';
import { useHydrated } from '../micro-frontend/use-hydrated';
import { createPageRenderer } from './server';

function Clock() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

function PricingPage() {
  return (
    <main css={{ color: 'rebeccapurple' }}>
      <h1>Тарифы</h1>
      <Clock />
    </main>
  );
}

const Page = lazyPage(async () => ({ PricingPage }), 'PricingPage');

function PromoBanner() {
  return <CountdownBanner endsAt="2025-08-31T23:59:59+05:00" />;
}

function Inviter() {
  const { data } = useReferralInfoQuery('k3m9x2p7qa');
  return <p>от {data?.name_genitive ?? '…'}</p>;
}

const renderPage = createPageRenderer({
  name: 'marketing-app',
  releaseId: 'r1',
  Root: ({ location }) => (
    <Suspense fallback={<p>loading</p>}>
      <Page />
      <span>{location}</span>
    </Suspense>
  ),
});

describe('createPageRenderer', () => {
  it('renders the whole page in Node, waiting for lazy code, with its styles as Emotion tags for the head', async () => {
    const { html, css } = await renderPage({ path: '/pricing', config: testRuntimeConfig });
    expect(html).toContain('<div data-app="marketing-app" data-release="r1">');
    expect(html).toContain('<h1>Тарифы</h1>');
    expect(html).toContain('<span>/pricing</span>');
    expect(html).not.toContain('loading');
    expect(html).toMatch(/<main class="css-[a-z0-9]+">/);
    expect(css).toMatch(/<style data-emotion="css [a-z0-9 ]+">[^<]*color:rebeccapurple/);
    expect(css).toContain('<style data-emotion="css-global');
  });

  it('shows the server side of what only the browser knows, and writes no script (the CSP allows none inline)', async () => {
    const { html } = await renderPage({ path: '/pricing', config: testRuntimeConfig });
    expect(html).toContain('<p>server</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('renders with what the server knows in the store', async () => {
    const render = createPageRenderer({ name: 'ambassador-app', releaseId: 'r1', Root: Inviter });
    const info = { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15-7KQ3XWP' };
    const { html } = await render({
      path: '/referral/k3m9x2p7qa',
      config: testRuntimeConfig,
      data: { referral: { referralId: 'k3m9x2p7qa', info } },
    });
    expect(html).toContain('<p>от <!-- -->Лолы</p>');
    const { html: unseeded } = await render({ path: '/referral/k3m9x2p7qa', config: testRuntimeConfig });
    expect(unseeded).toContain('<p>от <!-- -->…</p>');
  });

  it('leaves no long timer behind: a server renders page after page, and the build exits when it is done', async () => {
    const pending = new Set<unknown>();
    const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
    const spySet = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: (...args: unknown[]) => void,
      ms?: number,
      ...args: unknown[]
    ) => {
      const timer = realSetTimeout(callback, ms, ...args);
      if ((ms ?? 0) >= 1000) pending.add(timer);
      return timer;
    }) as typeof setTimeout);
    const spyClear = jest.spyOn(globalThis, 'clearTimeout').mockImplementation((timer) => {
      pending.delete(timer);
      realClearTimeout(timer);
    });
    try {
      const render = createPageRenderer({ name: 'ambassador-app', releaseId: 'r1', Root: Inviter });
      const info = { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15-7KQ3XWP' };
      for (const visit of [1, 2, 3]) {
        const { html } = await render({
          path: `/referral/k3m9x2p7qa?visit=${visit}`,
          config: testRuntimeConfig,
          data: { referral: { referralId: 'k3m9x2p7qa', info } },
        });
        expect(html).toContain('Лолы');
      }
      expect(pending.size).toBe(0);
    } finally {
      spySet.mockRestore();
      spyClear.mockRestore();
      for (const timer of pending) realClearTimeout(timer as NodeJS.Timeout);
    }
  });

  it('puts the promo banner in the markup without figures, hidden when the promo had ended at render time', async () => {
    const render = createPageRenderer({
      name: 'marketing-app',
      releaseId: 'r1',
      Root: PromoBanner,
    });
    const running = await render({
      path: '/',
      config: testRuntimeConfig,
      data: { renderedAt: '2025-08-29T12:00:00+05:00' },
    });
    expect(running.html).toMatch(/<aside aria-label="Акция" data-countdown-ends="[^"]+" class=/);
    expect(running.html).toContain('<strong class="css-');
    expect(running.html).toContain('>--</strong>');
    const ended = await render({
      path: '/',
      config: testRuntimeConfig,
      data: { renderedAt: '2025-09-01T00:00:00Z' },
    });
    // Hidden, for the visitor's clock to decide: the early script's ticker shows it while the promo runs by that.
    expect(ended.html).toMatch(/<aside aria-label="Акция" data-countdown-ends="[^"]+" hidden="" class=/);
  });
});
