import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { entryCircle, entryGraph, sharedFiles, valueImports } from './shared-entries';
import { repoRoot, singletonModules } from './shared-modules';

const exportsOf = (name: string) =>
  Object.keys(
    (
      JSON.parse(readFileSync(join(repoRoot, name, 'package.json'), 'utf8')) as {
        exports: Record<string, string>;
      }
    ).exports,
  );

describe.each(['shared-ui', 'shared-data'])('the shared entries of %s', (name) => {
  const entries = singletonModules.filter((request) => request === name || request.startsWith(`${name}/`));
  const graph = entryGraph(join(repoRoot, name), entries);

  it('hold each file once, so federation keeps one instance of every module', () => {
    expect(sharedFiles(graph)).toEqual({});
  });

  it('reach each other by package path without a circle', () => {
    expect(entryCircle(graph)).toBeUndefined();
  });

  it('are each a package export', () => {
    const exported = exportsOf(name).map((key) => (key === '.' ? name : `${name}${key.slice(1)}`));
    expect(entries.filter((entry) => !exported.includes(entry))).toEqual([]);
  });
});

it("shares every entry of shared-ui a page's code imports", () => {
  // Imported by no browser bundle through federation: the server renderer, the palette for pictures rendered in Node,
  // test helpers, the early script.
  const unshared = ['./server', './colors', './testing', './early-events', './package.json'];
  const browserEntries = exportsOf('shared-ui')
    .filter((key) => !unshared.includes(key))
    .map((key) => (key === '.' ? 'shared-ui' : `shared-ui${key.slice(1)}`));
  expect(browserEntries.filter((entry) => !singletonModules.includes(entry))).toEqual([]);
});

describe('valueImports', () => {
  it('keeps imports that carry values, static and on demand, and leaves types and examples in comments', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './d';",
      "import * as f from './f';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "import './styles';",
      "type I = typeof import('./i');",
      'const j = () => import(/* webpackChunkName: "J" */ \'./j\');',
      "/** `lazyPage(() => import('./example'), 'Example')` */",
      'import {',
      '  k,',
      '  type L,',
      "} from 'shared-ui/forms';",
    ].join('\n');
    expect(valueImports(source)).toEqual([
      { specifier: './d', dynamic: false },
      { specifier: './f', dynamic: false },
      { specifier: './g', dynamic: false },
      { specifier: 'shared-ui/forms', dynamic: false },
      { specifier: './styles', dynamic: false },
      { specifier: './j', dynamic: true },
    ]);
  });
});

describe('entryGraph', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'entries-'));
    write(
      'package.json',
      JSON.stringify({ name: 'kit', exports: { '.': './src/index.ts', './forms': './src/forms.ts' } }),
    );
    write('src/toast.ts', 'export const queue = [];');
    write('src/index.ts', "export { queue } from './toast';");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a file two entries reach by relative paths, which would load twice', () => {
    write('src/forms.ts', "import { queue } from './toast';\nexport const send = () => queue;");
    expect(sharedFiles(entryGraph(dir, ['kit', 'kit/forms']))).toEqual({
      'src/toast.ts': ['kit', 'kit/forms'],
    });
  });

  it('follows an entry to another by its package path, and finds a circle', () => {
    write('src/forms.ts', "import { queue } from 'kit';\nexport const send = () => queue;");
    const graph = entryGraph(dir, ['kit', 'kit/forms']);
    expect(sharedFiles(graph)).toEqual({});
    expect(graph.reaches).toEqual({ kit: [], 'kit/forms': ['kit'] });
    expect(entryCircle(graph)).toBeUndefined();
    write(
      'src/index.ts',
      "export { queue } from './toast';\nexport const forms = () => import('kit/forms');",
    );
    expect(entryCircle(entryGraph(dir, ['kit', 'kit/forms']))).toEqual(['kit', 'kit/forms', 'kit']);
  });
});
