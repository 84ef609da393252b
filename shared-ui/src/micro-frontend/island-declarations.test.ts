import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * An island's name is its component's export name, its chunk's name (the page's HTML names its code by it) and its
 * key in the registry. The import's `webpackChunkName` comment is the one copy webpack reads, so every declaration is
 * checked against it here.
 */

const repo = join(__dirname, '../../..');

/** One declaration: `island(() => import(/* webpackChunkName: "Name" *\/ './path'), 'Name', …)`. */
const declaration =
  /\bisland\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*\s*webpackChunkName:\s*"(?<chunk>[^"]*)"\s*\*\/\s*)?'[^']*'\s*,?\s*\)\s*,\s*'(?<name>[^']*)'/g;

/** What is wrong with the island declarations in a module's source, one line each (none: nothing). */
function declarationProblems(source: string): string[] {
  const calls = source.match(/\bisland\(/g)?.length ?? 0;
  const found = [...source.matchAll(declaration)];
  const problems = found.flatMap(({ groups }) => {
    const { chunk, name } = groups as { chunk?: string; name: string };
    if (chunk === undefined) return [`${name}: its import has no webpackChunkName`];
    return chunk === name ? [] : [`${name}: its import's webpackChunkName is "${chunk}"`];
  });
  if (found.length < calls)
    problems.push(
      `${calls - found.length} island(…) call(s) not of the form island(() => import(…), 'Name')`,
    );
  return problems;
}

/** The modules that declare islands: shared-ui's own and each remote's `src/islands.ts`. */
const declarationModules = [
  join(repo, 'shared-ui/src/islands.ts'),
  ...readdirSync(repo)
    .map((folder) => join(repo, folder, 'src/islands.ts'))
    .filter((file) => existsSync(file)),
];

/** A module's source without its comments (a doc comment may show a declaration as an example). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Every source file of the browser's packages but tests, which declare islands of their own to test with. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('island declarations', () => {
  it('find a chunk name that differs from the island’s name, a missing one and a call of another shape', () => {
    const good = `export const AIsland = island(() => import(/* webpackChunkName: "A" */ './a'), 'A');`;
    expect(declarationProblems(good)).toEqual([]);
    expect(
      declarationProblems(`export const BIsland = island(
  () =>
    import(
      /* webpackChunkName: "B" */ './features/b/components/b'
    ),
  'B',
  { firstScreen: true },
);`),
    ).toEqual([]);
    expect(
      declarationProblems(
        `island(() => import(/* webpackChunkName: "PlanOrder" */ './x'), 'PlanOrderButton')`,
      ),
    ).toEqual(['PlanOrderButton: its import\'s webpackChunkName is "PlanOrder"']);
    expect(declarationProblems(`island(() => import('./x'), 'X')`)).toEqual([
      'X: its import has no webpackChunkName',
    ]);
    expect(declarationProblems(`${good}\nisland(load, 'C');`)).toEqual([
      "1 island(…) call(s) not of the form island(() => import(…), 'Name')",
    ]);
  });

  it.each(declarationModules.map((file) => [relative(repo, file), file]))(
    'in %s name each island’s chunk after the island',
    (_, file) => {
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(declaration);
      expect(declarationProblems(source)).toEqual([]);
    },
  );

  it('are only in those modules, so a remote’s registry lists every island its pages show', () => {
    const packages = ['shared-ui', ...readdirSync(repo).filter((folder) => folder.endsWith('-app'))];
    const elsewhere = packages
      .flatMap((name) => sourceFiles(join(repo, name, 'src')))
      .filter((file) => !declarationModules.includes(file))
      .filter((file) => /\bisland\(\s*\(\)\s*=>/.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(repo, file));
    expect(elsewhere).toEqual([]);
  });
});
