import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * A package shared as one Module Federation singleton per entry (shared-ui, shared-data) keeps one instance of each
 * module only if every module belongs to one entry: a second entry that reaches the same file by a relative path
 * gets its own copy of it in another build (two React contexts, two toast queues). Entries reach each other by
 * their package path, which federation resolves to the one shared instance, and without an import circle.
 */

/** An import of a module by another, as written in its source. */
interface ImportEdge {
  specifier: string;
  /** `import()`: the module loads on demand. */
  dynamic: boolean;
}

/** What a package's entries are made of: for each entry, its files; for each file, the entries it reaches. */
export interface EntryGraph {
  /** Entry (package path, e.g. `shared-ui/forms`) → the files it holds, relative to the package folder. */
  files: Record<string, string[]>;
  /** Entry → the other entries of the package it imports by their package path, statically or on demand. */
  reaches: Record<string, string[]>;
}

const sourceExtensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Imports that carry values (a type-only import is gone once compiled), static and dynamic. */
export function valueImports(source: string): ImportEdge[] {
  // Comments go first: doc comments show imports as examples.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const edges: ImportEdge[] = [];
  const statement = /(?:^|[;}\n])\s*(import|export)\s+([\w\s{},*$]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, , clause = '', specifier = ''] of code.matchAll(statement)) {
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const names = named?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    edges.push({ specifier, dynamic: false });
  }
  for (const [, specifier = ''] of code.matchAll(/(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]/g))
    edges.push({ specifier, dynamic: false });
  for (const [, before = '', specifier = ''] of code.matchAll(
    /(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ))
    if (!before) edges.push({ specifier, dynamic: true });
  return edges;
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...sourceExtensions.map((extension) => base + extension)])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/**
 * The files of each of a package's entries, following relative imports (static and on demand) from the entry's file,
 * and the package's other entries each one imports by package path.
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
  const graph: EntryGraph = { files: {}, reaches: {} };
  for (const entry of entries) {
    const seen = new Set<string>();
    const reaches = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { specifier } of valueImports(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
        else if (specifier === manifest.name || specifier.startsWith(`${manifest.name}/`))
          reaches.add(specifier);
      }
    };
    visit(fileOf(entry));
    reaches.delete(entry);
    graph.files[entry] = [...seen].map((file) => relative(packageDir, file)).sort();
    graph.reaches[entry] = [...reaches].sort();
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

/** An import circle between entries, as the entries in order (the first again at the end), if there is one. */
export function entryCircle(graph: EntryGraph): string[] | undefined {
  const done = new Set<string>();
  const walk = (entry: string, path: string[]): string[] | undefined => {
    if (path.includes(entry)) return [...path.slice(path.indexOf(entry)), entry];
    if (done.has(entry)) return undefined;
    for (const next of graph.reaches[entry] ?? []) {
      const circle = walk(next, [...path, entry]);
      if (circle) return circle;
    }
    done.add(entry);
    return undefined;
  };
  for (const entry of Object.keys(graph.reaches)) {
    const circle = walk(entry, []);
    if (circle) return circle;
  }
  return undefined;
}
