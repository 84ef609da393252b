import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures';
import { expectLeadTaken } from '../../lead-journey';

/** More Tab presses than any page of the site has stops before its last control. */
const maxTabs = 250;

/** Whether the target has focus; a target that is not on the page (yet) has not, and is not waited for. */
const isFocused = async (target: Locator) =>
  (await target.count()) > 0 &&
  (await target
    .evaluate((element) => element === document.activeElement, null, { timeout: 1000 })
    .catch(() => false));

/** Opens a page and starts as soon as its h1 shows: the server-rendered page takes keys before it is hydrated. */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is never reached. Returns the presses made. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= maxTabs; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Where focus is, read in the page in one look: past the page's ends (no element of the page has it: the browser's
 * own controls), or on an element, with whether it lies inside `scope`, shows a focus indicator (an outline or a box
 * shadow) and is the one marked as a walk's start. Runs in the page, so it uses nothing from this module.
 */
function focusStop(scope: Element | null) {
  const element = document.activeElement;
  if (element === null || element === document.body) return { outside: true } as const;
  const style = getComputedStyle(element);
  const shown =
    (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
    style.boxShadow !== 'none';
  return {
    outside: false,
    inside: scope?.contains(element) ?? true,
    indicator: shown ? 'visible' : `no focus indicator on ${element.outerHTML.slice(0, 120)}`,
    back: element.hasAttribute('data-walk-start'),
  } as const;
}

/** The element that has focus shows a focus indicator: an outline or a box shadow. */
export async function expectVisibleFocus(page: Page) {
  const stop = await page.evaluate(focusStop, null);
  expect(stop.outside ? 'nothing focused' : stop.indicator).toBe('visible');
}

/** Whether focus is inside `scope`. */
export const focusIsInside = (scope: Locator) =>
  scope.evaluate((element) => element.contains(document.activeElement));

/**
 * Tab and Shift+Tab never reach the page behind `dialog`: each walks from the focused control round to it again,
 * every stop inside the dialog and visibly focused. A modal `<dialog>` makes the page behind it inert, so the one
 * other stop is past the page's end, the browser's own controls (the address bar), as the platform lets a keyboard
 * user leave a page; at most once a round.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusIsInside(dialog)).toBe(true);
  await page.evaluate(() => document.activeElement?.setAttribute('data-walk-start', ''));
  for (const key of ['Tab', 'Shift+Tab']) {
    let presses = 0;
    let outside = 0;
    let back = false;
    do {
      await page.keyboard.press(key);
      presses += 1;
      const stop = await dialog.evaluate(focusStop);
      if (stop.outside) {
        outside += 1;
        expect(outside, `${key} left the page twice in one round`).toBe(1);
      } else {
        expect(stop.inside, `${key} #${presses} left the dialog`).toBe(true);
        expect(stop.indicator).toBe('visible');
        back = stop.back;
      }
      expect(presses, `${key} never came back round`).toBeLessThan(maxTabs);
    } while (!back);
    expect(presses - outside, `${key} found only one stop`).toBeGreaterThan(1);
  }
  await page.evaluate(() => document.querySelector('[data-walk-start]')?.removeAttribute('data-walk-start'));
}

/**
 * Tabs to `trigger`, opens the dialog named `name` with `key` and checks it takes focus and keeps it; returns the
 * dialog once it is visible.
 */
export async function openDialogWith(
  page: Page,
  trigger: Locator,
  name: string | RegExp,
  key: 'Enter' | 'Space' = 'Enter',
) {
  await tabTo(page, trigger);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog)).toBe(true);
  return dialog;
}

/** Escape closes `dialog` and focus returns to `trigger`. */
export async function closeWithEscape(page: Page, dialog: Locator, trigger: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Types into a text field reached with Tab. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Fills the contact fields every lead form has, by keyboard. */
export async function typeContacts(
  page: Page,
  scope: Locator,
  contact: { name: string; email: string; phone: string },
) {
  await typeInto(page, scope.getByRole('textbox', { name: 'Имя' }), contact.name);
  await typeInto(page, scope.getByRole('textbox', { name: 'Email' }), contact.email);
  await typeInto(page, scope.getByRole('textbox', { name: 'Телефон' }), contact.phone);
}

/** Tabs to the submit button, presses Enter and checks the lead was taken. */
export async function submitByKeyboard(page: Page, submit: Locator) {
  await tabTo(page, submit);
  await expectLeadTaken(page, () => page.keyboard.press('Enter'));
}
