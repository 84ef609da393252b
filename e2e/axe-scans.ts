import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0–2.2 levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.html.slice(0, 160)} (${node.failureSummary?.replaceAll('\n', ' ')})`)
        .join(', ')}`,
  );

/**
 * Waits out the colour and size transitions running on the page (a button turning from filled to outlined), as a
 * person's eye does before it reads the result: a scan in mid-fade measures a contrast no one sees for long. Endless
 * animations (a spinner) are not waited for.
 */
export async function transitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/**
 * Every finding of two axe scans: the default run (WCAG 2.0/2.1 A/AA and best practices) and the WCAG 2.0–2.2 A/AA
 * tags, which also run the rules axe leaves out by default, such as `target-size` (WCAG 2.2 AA, 2.5.8).
 */
export async function axeViolations(page: Page): Promise<{ full: string[]; wcag22: string[] }> {
  await transitionsDone(page);
  const full = await new AxeBuilder({ page }).analyze();
  const wcag22 = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const ran = [...wcag22.passes, ...wcag22.violations, ...wcag22.incomplete, ...wcag22.inapplicable];
  expect(ran.map((rule) => rule.id)).toContain('target-size');
  return { full: describeViolations(full.violations), wcag22: describeViolations(wcag22.violations) };
}
