import type { Page } from '@playwright/test';

/**
 * The visitor's mouse pointer moves over the page and comes to rest, as a person's does before they act: a page of
 * server markup runs its code then (decision record 030). For journeys about what that code does by itself (a
 * release's fallback, error reports) rather than about a control.
 */
export async function pointAtThePage(page: Page) {
  await page.mouse.move(200, 300);
  await page.mouse.move(210, 310);
}

/**
 * The visitor's phone is `slowdown` times slower than this machine and on a mobile network (150 ms, 1.6 Mbit/s down):
 * what they press lands while the page's code is still on its way or coming to life.
 */
export async function onASlowPhone(page: Page, slowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Keeps every Content Security Policy violation the page reports from its first script on; the returned function
 * reads them (`directive blocked-URI` each), so a test can say the page broke none.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
