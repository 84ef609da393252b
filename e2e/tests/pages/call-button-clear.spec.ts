import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { openDashboard, registerAmbassador } from '../ambassador/ambassador-steps';

const callButtonName = /^Позвонить: /;

/**
 * The lines of text that the call button lies over at the current scroll position: client rects of every text node
 * (through a Range) that intersect the button's box and are drawn there — the element on top at that point, with
 * the button let through, is the text's own element, not the bar or header over it.
 */
function textUnderButton(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const button = [...document.querySelectorAll<HTMLAnchorElement>('a[aria-label]')].find((link) =>
      new RegExp(pattern).test(link.getAttribute('aria-label') ?? ''),
    );
    if (!button) throw new Error('no call button');
    const box = button.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const previous = button.style.pointerEvents;
    button.style.pointerEvents = 'none';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || button.contains(parent) || parent.closest('script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (onTop && (parent.contains(onTop) || onTop.contains(parent))) covered.push(text.slice(0, 60));
      }
    }
    button.style.pointerEvents = previous;
    return covered;
  }, callButtonName.source);
}

/**
 * Scrolls from the top to the bottom of the page in steps shorter than the button, so every line of the page passes
 * the button's place once, and collects the text under the button at each step.
 */
async function expectButtonClearOfText(page: Page) {
  await expect(page.getByRole('link', { name: callButtonName })).toBeVisible();
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const covered = new Map<number, string[]>();
  for (let top = 0; ; top = Math.min(top + 48, end)) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const texts = await textUnderButton(page);
    if (texts.length > 0) covered.set(top, texts);
    if (top >= end) break;
  }
  expect(Object.fromEntries(covered), 'text under the call button, by scroll position').toEqual({});
}

test.describe('at 390×844 the call button lies over no text', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/pricing', '/digital']) {
    test(path, async ({ page, site }) => {
      await page.goto(site.url(path));
      await expectButtonClearOfText(page);
    });
  }

  test('/ambassador, the signed-in dashboard', async ({ page, site }) => {
    const { token } = await registerAmbassador(page.request, site, {
      name: 'Дилноза Ахмедова',
      email: 'dilnoza.clear@example.uz',
    });
    await openDashboard(page, site, token);
    await expectButtonClearOfText(page);
  });

  test('/referral/<id> of a registered ambassador', async ({ page, site }) => {
    const { ambassador } = await registerAmbassador(page.request, site, {
      name: 'Жасур Турсунов',
      email: 'jasur.clear@example.uz',
    });
    await page.goto(ambassador.referral_link);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectButtonClearOfText(page);
  });
});
