import { changeScope, importersOf, pathsNamedIn } from './changed';
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

  describe('in this repository', () => {
    const scopeOf = (...files: string[]) => changeScope(repoRoot, files);

    it("a remote's component reaches its tests and the end-to-end files that open that remote's pages", () => {
      const scope = scopeOf(
        'digital-app/src/features/digital-constructor/components/digital-constructor-form.tsx',
      );
      if (scope.everything) throw new Error('a component reaches everything');
      expect(scope.jestTests).toContain(
        'digital-app/src/features/digital-constructor/components/digital-constructor-dialog.test.tsx',
      );
      expect(scope.jestTests.every((file) => !file.startsWith('admin-app/'))).toBe(true);
      expect(scope.specs).toContain('e2e/tests/digital/constructor-project.spec.ts');
      expect(scope.specs).not.toContain('e2e/tests/admin/lead-work.spec.ts');
      expect(scope.lint).toEqual([
        'digital-app/src/features/digital-constructor/components/digital-constructor-form.tsx',
      ]);
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
