import {
  changeScope,
  grepFor,
  importersOf,
  type ListedTest,
  listedTests,
  pagesReached,
  pathsNamedIn,
  relativeGraph,
  testsNaming,
} from './changed';
import { repoRoot } from './webpack/shared-modules';

describe('what a change reaches', () => {
  it('finds every importer of a file, however indirectly, and stops at circles', () => {
    const graph = new Map([
      ['page.tsx', ['form.tsx']],
      ['form.tsx', ['field.tsx']],
      ['form.test.tsx', ['form.tsx']],
      ['field.tsx', []],
      ['other.tsx', []],
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'field.tsx']],
    ]);
    expect([...importersOf(graph, ['field.tsx'])].sort()).toEqual([
      'a.ts',
      'b.ts',
      'field.tsx',
      'form.test.tsx',
      'form.tsx',
      'page.tsx',
    ]);
  });

  it('reads the site paths an end-to-end file names, without their query or hash', () => {
    const code = [
      "await page.goto(site.url('/digital/services'));",
      'await page.goto(site.url(`/pricing?from=ad`));',
      "expect(page).toHaveURL(site.url('/'));",
      'const link = "/ambassador#cabinet";',
      "await page.goto('https://example.com/x');",
    ].join('\n');
    expect(pathsNamedIn(code)).toEqual(['/digital/services', '/pricing', '/', '/ambassador']);
  });

  describe("a remote's pages", () => {
    const pageModules = new Map([
      ['digital-app/src/pages/home/home-page.tsx', 'DigitalHomePage'],
      ['digital-app/src/pages/services/services-page.tsx', 'DigitalServicesPage'],
    ]);
    const graph = new Map([
      ['digital-app/src/app-pages.ts', [...pageModules.keys()]],
      ['digital-app/src/app.tsx', ['digital-app/src/app-pages.ts', 'digital-app/src/components/frame.tsx']],
      ['digital-app/src/islands.ts', ['digital-app/src/features/stats/stats.tsx']],
      ['digital-app/src/pages/home/home-page.tsx', ['digital-app/src/features/stats/stats.tsx']],
      ['digital-app/src/pages/services/services-page.tsx', ['digital-app/src/features/order/order.tsx']],
      ['digital-app/src/features/stats/stats.tsx', ['digital-app/src/features/stats/figures.ts']],
      ['digital-app/src/features/stats/stats.test.tsx', ['digital-app/src/features/stats/stats.tsx']],
    ]);
    const reach = (...files: string[]) => pagesReached(graph, files, 'digital-app', pageModules);

    it('a part of one page reaches that page, through its importers up to the page module', () => {
      expect(reach('digital-app/src/features/stats/figures.ts')).toEqual(new Set(['DigitalHomePage']));
      expect(reach('digital-app/src/features/order/order.tsx')).toEqual(new Set(['DigitalServicesPage']));
      expect(
        reach('digital-app/src/features/stats/stats.tsx', 'digital-app/src/features/order/order.tsx'),
      ).toEqual(new Set(['DigitalHomePage', 'DigitalServicesPage']));
    });

    it("the remote's own root, or what it shows outside its pages, reaches every page", () => {
      expect(reach('digital-app/src/app.tsx')).toBe('every page');
      expect(reach('digital-app/src/components/frame.tsx')).toBe('every page');
      expect(reach('digital-app/README.md')).toBe('every page');
    });
  });

  describe('the tests of a file that name a page', () => {
    const code = [
      "test('opens the packs', async ({ page }) => {",
      "  await page.goto('/digital#pricing');",
      '});',
      "test('orders a service', async ({ page }) => {",
      "  await page.goto('/digital/services');",
      '});',
      'for (const path of paths) {',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code of a test made in a loop over pages.
      '  test(`${path}: renders whole`, async ({ page }) => {',
      "    await page.goto(path === '/' ? '/digital' : path);",
      '  });',
      '}',
    ].join('\n');
    const file = 'digital/walk.spec.ts';
    const at = (title: string, line: number) => ({ title, file, line });
    const report = {
      suites: [
        {
          title: file,
          file,
          specs: [at('opens the packs', 1), at('orders a service', 4)],
          suites: [
            {
              title: 'at 390 px',
              file,
              specs: [
                at('/digital: renders whole', 8),
                at('/digital/services: renders whole', 8),
                at('/referral/abc (a landing): renders whole', 8),
                at('/ambassador/:referralId renders whole', 8),
              ],
            },
          ],
        },
      ],
    };
    const listed = listedTests(report);
    const titlesOf = (tests: ListedTest[]) => tests.map((test) => test.titles.join(' › '));

    it('are those naming it in their titles or in their own code, path patterns included', () => {
      expect(listed).toHaveLength(6);
      expect(titlesOf(testsNaming(listed, ['/digital'], () => code))).toEqual([
        'opens the packs',
        'at 390 px › /digital: renders whole',
      ]);
      expect(titlesOf(testsNaming(listed, ['/referral/:referralId'], () => code))).toEqual([
        'at 390 px › /referral/abc (a landing): renders whole',
      ]);
      expect(titlesOf(testsNaming(listed, ['/ambassador/:referralId'], () => code))).toEqual([
        'at 390 px › /ambassador/:referralId renders whole',
      ]);
      expect(titlesOf(testsNaming(listed, ['/ambassador'], () => code))).toEqual([]);
    });

    it("are picked by a grep that matches their whole titles and nobody else's", () => {
      const grep = new RegExp(grepFor(testsNaming(listed, ['/digital'], () => code)));
      const full = (test: ListedTest) => ['', 'chromium', test.file, ...test.titles].join(' ');
      expect(listed.filter((test) => grep.test(full(test))).map((test) => test.titles.at(-1))).toEqual([
        'opens the packs',
        '/digital: renders whole',
      ]);
    });
  });

  describe('in this repository', () => {
    // The repository's import graph, read once: the reading is most of each scope's time.
    let graph: Map<string, string[]> | undefined;
    const scopeOf = (...files: string[]) => {
      graph ??= relativeGraph(repoRoot);
      return changeScope(repoRoot, files, graph);
    };

    it("a remote's component reaches its tests and the end-to-end files that open that remote's pages", () => {
      const scope = scopeOf(
        'digital-app/src/features/digital-constructor/components/digital-constructor-form.tsx',
      );
      if (scope.everything) throw new Error('a component reaches everything');
      expect(scope.jestTests).toContain(
        'digital-app/src/features/digital-constructor/components/digital-constructor-dialog.test.tsx',
      );
      expect(scope.jestTests.every((file) => !file.startsWith('admin-app/'))).toBe(true);
      expect(scope.pageSpecs).toContain('e2e/tests/digital/constructor-project.spec.ts');
      expect(scope.specs).not.toContain('e2e/tests/admin/lead-work.spec.ts');
      expect(scope.lint).toEqual([
        'digital-app/src/features/digital-constructor/components/digital-constructor-form.tsx',
      ]);
    }, 30_000);

    it("a part of one page reaches that page's tests only, not those of the remote's other page", () => {
      const scope = scopeOf('digital-app/src/features/digital-stats/components/digital-stats.tsx');
      if (scope.everything) throw new Error('a component reaches everything');
      expect(scope.pagePaths).toEqual(['/digital']);
      expect(scope.pageSpecs).toContain('e2e/tests/pages/page-walk.spec.ts');
      expect(scope.specs).not.toContain('e2e/tests/pages/page-walk.spec.ts');
      const root = scopeOf('digital-app/src/app.tsx');
      if (root.everything) throw new Error("a remote's root reaches everything");
      expect(root.pagePaths).toEqual(['/digital', '/digital/services']);
    }, 30_000);

    it('shared code reaches every end-to-end file; a file every check reads, the whole suite', () => {
      const shared = scopeOf('shared-ui/src/components/button/button.tsx');
      if (shared.everything) throw new Error('a component reaches everything');
      expect(shared.specs).toContain('e2e/tests/admin/lead-work.spec.ts');
      expect(shared.specs).toContain('e2e/tests/digital/constructor-project.spec.ts');
      expect(scopeOf('digital-app/package.json')).toEqual({
        everything: true,
        reason: 'digital-app/package.json is read by every check',
      });
    }, 30_000);
  });
});
