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
 * Every finding of one axe scan that runs what two used to: the default run (every rule axe enables by default, each
 * tagged WCAG 2.0/2.1 A/AA or best practice) and the WCAG 2.0–2.2 A/AA tags, which also run rules axe leaves out by
 * default, such as `target-size` (WCAG 2.2 AA, 2.5.8). Asked for by tags, axe would also run one deprecated rule
 * neither of those ran, which stays off.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsDone(page);
  const scan = await new AxeBuilder({ page })
    .withTags([...wcagTags, 'best-practice'])
    .disableRules(['landmark-complementary-is-top-level'])
    .analyze();
  const ran = [...scan.passes, ...scan.violations, ...scan.incomplete, ...scan.inapplicable];
  expect(ran.map((rule) => rule.id)).toContain('target-size');
  return describeViolations(scan.violations);
}
