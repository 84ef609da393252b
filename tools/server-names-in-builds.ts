import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Names only the server reads; a built script that carries one has pulled in the server config. */
export const serverOnlyNames = ['EMAILJS_PRIVATE_KEY', 'DATABASE_URL'] as const;

const scriptFile = /\.[cm]?js(\.map)?$/;

function* scriptsIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Symlinks are skipped: a release's `current` points at a folder that is walked anyway.
    if (entry.isDirectory()) yield* scriptsIn(path);
    else if (entry.isFile() && scriptFile.test(entry.name)) yield path;
  }
}

/** The built folders under `root`: every `<package>/dist/`, and `releases/` when present. */
export function builtFolders(root: string): string[] {
  const dists = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => join(root, entry.name, 'dist'));
  return [...dists, join(root, 'releases')].filter((dir) => existsSync(dir));
}

export interface ServerNamesReport {
  scripts: number;
  /** Each offending file, relative to `root`, with the names it carries. */
  found: { file: string; names: string[] }[];
}

/** Reads every built script (and its source map) under `root` for names of the server config. */
export function findServerNamesInBuilds(root: string): ServerNamesReport {
  const report: ServerNamesReport = { scripts: 0, found: [] };
  for (const folder of builtFolders(root)) {
    for (const file of scriptsIn(folder)) {
      report.scripts += 1;
      const text = readFileSync(file, 'utf8');
      const names = serverOnlyNames.filter((name) => text.includes(name));
      if (names.length > 0) report.found.push({ file: relative(root, file), names });
    }
  }
  return report;
}

/** Fails, listing every file, when a built script names the server config; says how many scripts it read. */
export function checkBuildsForServerNames(root: string): string {
  const { scripts, found } = findServerNamesInBuilds(root);
  if (found.length > 0) {
    const lines = found.map(({ file, names }) => `  ${file}: ${names.join(', ')}`);
    throw new Error(
      `${found.length} built script(s) carry names of the server config: some browser code reaches ` +
        `shared-data/server (config/server-env):\n${lines.join('\n')}`,
    );
  }
  if (scripts === 0) throw new Error('no built scripts under */dist/: build first');
  return `${scripts} built script${scripts === 1 ? '' : 's'} read, none names ${serverOnlyNames.join(' or ')}`;
}
