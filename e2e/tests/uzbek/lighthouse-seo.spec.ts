import { seoRun } from '../../../tools/bench/lighthouse-runner';
import { expect, test } from '../../fixtures';

/** How search engines' own measure reads two Uzbek pages: Lighthouse's SEO category, every audit passed. */
for (const path of ['/uz', '/uz/pricing']) {
  test(`${path}: Lighthouse SEO scores 100`, async ({ site }) => {
    test.setTimeout(180_000);
    const run = await seoRun(site.url(path));
    // Scores move with the host: its measure goes beside the figure.
    test.info().annotations.push({
      type: 'Lighthouse',
      description: `SEO ${run.seo}, benchmarkIndex ${run.benchmarkIndex}`,
    });
    console.log(`${path}: Lighthouse SEO ${run.seo}, host benchmarkIndex ${run.benchmarkIndex}`);
    expect(run.failing, `failing audits (host benchmarkIndex ${run.benchmarkIndex})`).toEqual([]);
    expect(run.seo).toBe(100);
  });
}
