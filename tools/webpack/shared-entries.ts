import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { importedSpecifiers } from '../import-graph';

/**
 * A package shared as one Module Federation singleton per entry (shared-ui, shared-data) keeps one instance of each
 * module only if every module belongs to one entry: a second entry that reaches the same file by a relative path
 * gets its own copy of it in another build (two React contexts, two toast queues). Entries reach each other by
 * their package path, which federation resolves to the one shared instance (and without an import circle, which
 * `tools/import-graph.ts` checks for every module).
 */

/** What a package's entries are made of: entry (package path, e.g. `shared-ui/forms`) → the files it holds. */
export interface EntryGraph {
  /** Relative to the package folder. */
  files: Record<string, string[]>;
}

const sourceExtensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...sourceExtensions.map((extension) => base + extension)])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/**
 * The files of each of a package's entries, following relative imports (static and on demand) from the entry's file;
 * another entry imported by its package path is that entry's, not this one's.
 */
export function entryGraph(packageDir: string, entries: readonly string[]): EntryGraph {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  const fileOf = (entry: string) => {
    const key = entry === manifest.name ? '.' : `.${entry.slice(manifest.name.length)}`;
    const target = manifest.exports[key];
    if (!target) throw new Error(`${manifest.name} exports no ${key}`);
    return resolve(packageDir, target);
  };
  const graph: EntryGraph = { files: {} };
  for (const entry of entries) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importedSpecifiers(file))
        if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
    };
    visit(fileOf(entry));
    graph.files[entry] = [...seen].map((file) => relative(packageDir, file)).sort();
  }
  return graph;
}

/** Files that more than one entry holds, with those entries. */
export function sharedFiles(graph: EntryGraph): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [entry, files] of Object.entries(graph.files))
    for (const file of files) owners.set(file, [...(owners.get(file) ?? []), entry]);
  return Object.fromEntries([...owners].filter(([, entries]) => entries.length > 1));
}
