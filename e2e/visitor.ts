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
