import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { matchesPath, type RemoteName, remoteNames, routeTable } from 'shared-data/core';
import { importGraph } from './import-graph';

/**
 * Files every check reads: when one changes, the change reaches everything (`npm test -- --changed` runs the whole
 * suite).
 */
const everythingFiles = [
  /(^|\/)package\.json$/,
  /^package-lock\.json$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /^jest\.config\.mjs$/,
  /^biome\.json$/,
  /^knip\.jsonc$/,
  /^(nx|lerna)\.json$/,
  /^tools\/jest\//,
  /^tools\/webpack\//,
  /^e2e\/playwright\.config\.ts$/,
];

/** The parts whose code reaches every page: a change there reaches every end-to-end file. */
const everyPageParts = ['shell', 'shared-ui', 'shared-data', 'functions'];

const isJestTest = (file: string) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e/');
const isSpec = (file: string) => /^e2e\/tests\/.+\.spec\.ts$/.test(file);

/** The files a change touches against `base` (a commit; `HEAD`: what is not committed yet), git's new ones included. */
export function changedFiles(root: string, base = 'HEAD'): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.length > 0);
  return [
    ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
  ].sort();
}

/** Every file that imports one of `files`, however indirectly, and those files themselves; paths from `root`. */
export function importersOf(
  graph: ReadonlyMap<string, readonly string[]>,
  files: readonly string[],
): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph)
    for (const imported of imports) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  const reached = new Set(files);
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      queue.push(importer);
    }
  }
  return reached;
}

/** The addresses an end-to-end file names: its string literals that are site paths (`'/digital/services'`). */
export function pathsNamedIn(code: string): string[] {
  return [...code.matchAll(/['"`](\/[^'"`\s$]*)['"`?#]/g)].flatMap((match) =>
    match[1] ? [match[1].split(/[?#]/)[0] ?? match[1]] : [],
  );
}

/** The remote whose page `path` is, by the route table. */
const remoteOfPath = (path: string): RemoteName | undefined =>
  routeTable.find((route) => matchesPath(route.path, path))?.app;

/** What `npm test -- --changed` runs for a change: all of it, or the checks the change can reach. */
export type ChangeScope =
  | { everything: true; reason: string }
  | { everything: false; lint: string[]; jestTests: string[]; specs: string[] };

/**
 * The checks a change can reach. Jest's tests and end-to-end files that import a changed module, however indirectly
 * (the repository's import graph); end-to-end files that name a page of a remote whose code changed; every
 * end-to-end file when the shell's, the shared packages' or the functions' code changed, which every page runs on.
 */
export function changeScope(
  root: string,
  files: readonly string[],
  graph: ReadonlyMap<string, readonly string[]> = relativeGraph(root),
  specs: readonly string[] = [...graph.keys()].filter(isSpec),
): ChangeScope {
  const config = files.find((file) => everythingFiles.some((pattern) => pattern.test(file)));
  if (config) return { everything: true, reason: `${config} is read by every check` };
  const reached = importersOf(graph, files);
  const parts = new Set(files.map((file) => file.split('/')[0] ?? file));
  const everyPage = everyPageParts.some((part) => parts.has(part));
  const remotes = new Set(remoteNames.filter((name) => parts.has(name)));
  const namesARemotesPage = (spec: string) =>
    pathsNamedIn(readFileSync(join(root, spec), 'utf8')).some((path) => {
      const remote = remoteOfPath(path);
      return remote !== undefined && remotes.has(remote);
    });
  return {
    everything: false,
    lint: files.filter((file) => existsSync(join(root, file))),
    jestTests: [...reached].filter(isJestTest).sort(),
    specs: specs.filter((spec) => everyPage || reached.has(spec) || namesARemotesPage(spec)).sort(),
  };
}

/** The repository's import graph with paths from `root`. */
function relativeGraph(root: string): Map<string, string[]> {
  return new Map(
    [...importGraph(root)].map(([file, imports]) => [
      relative(root, file),
      imports.map((imported) => relative(root, imported)),
    ]),
  );
}
