import { importCircles, importedSpecifiers, repositoryImportCircles } from './import-graph';

describe('import circles', () => {
  it('reads static, re-exported and on-demand imports, JSX included, and leaves out type-only ones', () => {
    const code = [
      "import type { A } from './a';",
      "export type * from './types';",
      "import { type Z } from './z';",
      "import { b } from 'shared-data/site';",
      "export * from './c';",
      "export { d } from './d';",
      "const e = () => import('./e');",
      'export const F = () => <p>{String(e)}</p>;',
    ].join('\n');
    expect(importedSpecifiers('/x/f.tsx', code)).toEqual(['./z', 'shared-data/site', './c', './d', './e']);
    expect(importedSpecifiers('/x/f.tsx', code, { types: true })).toEqual([
      './a',
      './types',
      './z',
      'shared-data/site',
      './c',
      './d',
      './e',
    ]);
  });

  it('finds every circle, a module importing itself included, and none in a tree', () => {
    const graph = new Map<string, string[]>([
      ['site', ['money']],
      ['money', ['site']],
      ['pages', ['router', 'site']],
      ['router', ['routes']],
      ['routes', ['pages']],
      ['alone', ['alone']],
      ['leaf', []],
    ]);
    expect(importCircles(graph)).toEqual([['site', 'money'], ['pages', 'router', 'routes'], ['alone']]);
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none in the repository: no module reaches itself through its imports, type-only ones included', () => {
    expect(repositoryImportCircles()).toEqual([]);
  });
});
