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

/** Each file's direct importers. */
function importersMap(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph)
    for (const imported of imports) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  return importers;
}

/** Every file that imports one of `files`, however indirectly, and those files themselves; paths from `root`. */
export function importersOf(
  graph: ReadonlyMap<string, readonly string[]>,
  files: readonly string[],
): Set<string> {
  const importers = importersMap(graph);
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

/** A remote's page modules, from its `app-pages.ts` (`lazyPage(() => import('./pages/…'), 'PageName')`): file → page. */
export function pageModulesOf(root: string, remote: RemoteName): Map<string, string> {
  const pagesFile = join(root, remote, 'src/app-pages.ts');
  if (!existsSync(pagesFile)) return new Map();
  const code = readFileSync(pagesFile, 'utf8');
  const modules = new Map<string, string>();
  for (const [, path, page] of code.matchAll(
    /import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.\/pages\/[^']+)'\s*\)\s*,\s*'(\w+)'/g,
  )) {
    const stem = join(remote, 'src', path ?? '');
    const file = ['.tsx', '.ts']
      .map((extension) => `${stem}${extension}`)
      .find((name) => existsSync(join(root, name)));
    if (file && page) modules.set(file, page);
  }
  return modules;
}

/** A remote's code that is neither a page nor a part of one: its root, entries and server render, which every page runs. */
const isRemoteWide = (file: string, remote: RemoteName) =>
  file.startsWith(`${remote}/src/`) &&
  !/\/src\/(features|components|pages|testing)\//.test(file) &&
  !file.endsWith('/src/islands.ts') &&
  !isJestTest(file);

/**
 * The pages of `remote` that `files` (its changed files) reach: the importers of each, up to the page modules that
 * show them; every page of the remote when a file is, or reaches without a page between, the remote's own wide code.
 */
export function pagesReached(
  graph: ReadonlyMap<string, readonly string[]>,
  files: readonly string[],
  remote: RemoteName,
  pageModules: ReadonlyMap<string, string>,
): 'every page' | Set<string> {
  const importers = importersMap(graph);
  const pages = new Set<string>();
  const seen = new Set(files);
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const page = pageModules.get(file);
    if (page) {
      pages.add(page);
      continue;
    }
    if (isRemoteWide(file, remote)) return 'every page';
    for (const importer of importers.get(file) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return pages.size > 0 ? pages : 'every page';
}

/** What `npm test -- --changed` runs for a change: all of it, or the checks the change can reach. */
export type ChangeScope =
  | { everything: true; reason: string }
  | {
      everything: false;
      lint: string[];
      jestTests: string[];
      /** End-to-end files run whole: they import changed code, or every page runs it. */
      specs: string[];
      /** The other end-to-end files: their tests that name one of `pagePaths` (`testsNaming`) run. */
      pageSpecs: string[];
      /** The route patterns of the remotes' pages the change reaches. */
      pagePaths: string[];
    };

/**
 * The checks a change can reach. Jest's tests and end-to-end files that import a changed module, however indirectly
 * (the repository's import graph); the end-to-end tests that name a page a changed remote file reaches (its importers
 * up to the page modules, or every page of the remote for its root and entries); every end-to-end file when the
 * shell's, the shared packages' or the functions' code changed, which every page runs on.
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
  const pagePaths = new Set<string>();
  for (const remote of remoteNames.filter((name) => parts.has(name))) {
    const pages = pagesReached(
      graph,
      files.filter((file) => file.startsWith(`${remote}/`)),
      remote,
      pageModulesOf(root, remote),
    );
    for (const route of routeTable)
      if (route.app === remote && (pages === 'every page' || pages.has(route.page)))
        pagePaths.add(route.path);
  }
  const whole = specs.filter((spec) => everyPage || reached.has(spec));
  return {
    everything: false,
    lint: files.filter((file) => existsSync(join(root, file))),
    jestTests: [...reached].filter(isJestTest).sort(),
    specs: whole.sort(),
    // A test may name its page in its code or, made in a loop over the route table, only in its title.
    pageSpecs: pagePaths.size > 0 ? specs.filter((spec) => !whole.includes(spec)).sort() : [],
    pagePaths: [...pagePaths].sort(),
  };
}

/** Whether a site path is one of the route patterns (`/referral/abc` is `/referral/:referralId`). */
const namesOneOf = (path: string, patterns: Iterable<string>) =>
  [...patterns].some((pattern) => matchesPath(pattern, path));

/** An end-to-end test as Playwright lists it: its file (under `e2e/tests`), line and titles (describes, then its own). */
export interface ListedTest {
  file: string;
  line: number;
  titles: string[];
}

interface ListedSuite {
  title: string;
  file: string;
  specs?: { title: string; file: string; line: number }[];
  suites?: ListedSuite[];
}

/** The tests of Playwright's JSON list (`playwright test --list --reporter=json`). */
export function listedTests(report: { suites: ListedSuite[] }): ListedTest[] {
  const tests: ListedTest[] = [];
  const walk = (suite: ListedSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      tests.push({ file: spec.file, line: spec.line, titles: [...titles, spec.title] });
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  // A file's own suite is titled with its path: the titles start below it.
  for (const file of report.suites) walk(file, []);
  return tests;
}

/**
 * The site paths a test's title names: `/digital/services: …`, `the pack order of /digital`, `/digital#pricing`, and
 * route patterns (`/referral/:referralId renders whole`).
 */
const pathsInTitle = (title: string) =>
  [...title.matchAll(/(?:^|[\s"'«(])(\/(?:[^\s:,"'»)?#]|:(?=\w))*)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );

/**
 * The tests that name one of `paths`: in their titles (a test made in a loop over pages names its page there), or for
 * a test whose title names no page, in its own code, from its line to the next test's of the file (`code`: a file's
 * text by its path under `e2e/tests`).
 */
export function testsNaming(
  tests: readonly ListedTest[],
  paths: readonly string[],
  code: (file: string) => string,
): ListedTest[] {
  const linesOf = new Map<string, number[]>();
  for (const { file, line } of tests) linesOf.set(file, [...(linesOf.get(file) ?? []), line]);
  return tests.filter((test) => {
    // A test whose title names pages is about those: made in a loop, its code is every page's.
    const titled = test.titles.flatMap(pathsInTitle);
    if (titled.length > 0) return titled.some((path) => namesOneOf(path, paths));
    const next = (linesOf.get(test.file) ?? []).filter((line) => line > test.line).sort((a, b) => a - b)[0];
    const body = code(test.file)
      .split('\n')
      .slice(test.line - 1, next === undefined ? undefined : next - 1)
      .join('\n');
    return pathsNamedIn(body).some((path) => namesOneOf(path, paths));
  });
}

/** A `--grep` for exactly these tests: each one's titles as Playwright joins them, at the end of its full title. */
export function grepFor(tests: readonly ListedTest[]): string {
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [...new Set(tests.map((test) => `${literally(test.titles.join(' '))}$`))].join('|');
}

/**
 * The end-to-end tests a change reaches among `listed` (Playwright's list of its specs and page specs): every test of
 * the files run whole, and the tests of the others that name a reached page (`testsNaming`); with the `--grep` that
 * picks them, or none when they are every listed test (one long argument: Linux caps each at 128 KiB).
 */
export function reachedTests(
  scope: Extract<ChangeScope, { everything: false }>,
  listed: readonly ListedTest[],
  code: (file: string) => string,
): { tests: ListedTest[]; grep: string | undefined } {
  const whole = new Set(scope.specs.map((spec) => spec.replace(/^e2e\/tests\//, '')));
  const tests = [
    ...listed.filter((test) => whole.has(test.file)),
    ...testsNaming(
      listed.filter((test) => !whole.has(test.file)),
      scope.pagePaths,
      code,
    ),
  ];
  return { tests, grep: tests.length === listed.length ? undefined : grepFor(tests) };
}

/** The repository's import graph with paths from `root`. */
export function relativeGraph(root: string): Map<string, string[]> {
  return new Map(
    [...importGraph(root)].map(([file, imports]) => [
      relative(root, file),
      imports.map((imported) => relative(root, imported)),
    ]),
  );
}
