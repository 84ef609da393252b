import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { entryGraph, sharedFiles } from './shared-entries';
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

  it('are each a package export', () => {
    const exported = exportsOf(name).map((key) => (key === '.' ? name : `${name}${key.slice(1)}`));
    expect(entries.filter((entry) => !exported.includes(entry))).toEqual([]);
  });
});

it("shares every entry of shared-ui a page's code imports", () => {
  // Imported by no browser bundle through federation: the server renderer, the palette for pictures rendered in Node,
  // test helpers, the early script, the router (each remote bundles its own, with its own react-router-dom).
  const unshared = [
    './server',
    './colors',
    './testing',
    './early-events',
    './countdown',
    './router',
    './package.json',
  ];
  const browserEntries = exportsOf('shared-ui')
    .filter((key) => !unshared.includes(key))
    .map((key) => (key === '.' ? 'shared-ui' : `shared-ui${key.slice(1)}`));
  expect(browserEntries.filter((entry) => !singletonModules.includes(entry))).toEqual([]);
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

  it('leaves another entry imported by its package path to that entry, type-only imports aside', () => {
    write(
      'src/forms.ts',
      "import { queue } from 'kit';\nimport type { Queue } from './toast';\nexport const send = (): Queue => queue;",
    );
    expect(sharedFiles(entryGraph(dir, ['kit', 'kit/forms']))).toEqual({});
    expect(entryGraph(dir, ['kit/forms']).files).toEqual({ 'kit/forms': ['src/forms.ts'] });
  });
});
