import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseSync } from '@swc/core';
import enhancedResolve from 'enhanced-resolve';
import { repoRoot } from './webpack/shared-modules';

/** The workspaces and tools whose modules must not import each other in a circle. */
const sourceFolders = [
  'shared-data',
  'shared-ui',
  'shell',
  'marketing-app',
  'digital-app',
  'ambassador-app',
  'admin-app',
  'functions',
  'tools',
  'e2e',
];

const sourceFile = /\.(ts|tsx|mts|mjs)$/;

/** The files under the folders that git knows (committed or added), so builds and scratch folders are left out. */
function sourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...sourceFolders],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => sourceFile.test(file) && fs.existsSync(join(root, file)))
    .map((file) => join(root, file));
}

type Node = { type?: string; [key: string]: unknown };

/**
 * Every module a file loads: static imports and re-exports and `import('…')` with a literal path. Type-only ones
 * (`import type`, `export type`) are left out unless `types` asks for them: the compiler erases them, so they order
 * nothing at run time and bundle nothing.
 */
export function importedSpecifiers(
  file: string,
  code = fs.readFileSync(file, 'utf8'),
  { types = false }: { types?: boolean } = {},
): string[] {
  const program = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const { type } = node as Node;
    const { source, typeOnly } = node as { source?: { value?: unknown }; typeOnly?: boolean };
    if (
      (type === 'ImportDeclaration' ||
        type === 'ExportNamedDeclaration' ||
        type === 'ExportAllDeclaration') &&
      typeof source?.value === 'string' &&
      (types || !typeOnly)
    ) {
      found.push(source.value);
    }
    if (type === 'CallExpression') {
      const { callee, arguments: args } = node as { callee: Node; arguments: { expression: Node }[] };
      const first = args[0]?.expression as { type?: string; value?: unknown } | undefined;
      if (callee.type === 'Import' && first?.type === 'StringLiteral' && typeof first.value === 'string') {
        found.push(first.value);
      }
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(program.body);
  return found;
}

const resolver = enhancedResolve.ResolverFactory.createResolver({
  fileSystem: new enhancedResolve.CachedInputFileSystem(fs, 4000),
  useSyncFileSystemCalls: true,
  extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'],
  conditionNames: ['import', 'default'],
  exportsFields: ['exports'],
});

/** The file a specifier names from `file`, or nothing for an installed package, a built-in or what does not resolve. */
function resolved(file: string, specifier: string): string | undefined {
  try {
    const target = resolver.resolveSync({}, dirname(file), specifier);
    return target && !target.includes('/node_modules/') ? target : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The import graph of the repository's own modules: file → the files it imports, type-only imports included. A
 * circle through types orders nothing at run time, but it is still two modules that cannot be read one before the
 * other.
 */
export function importGraph(root = repoRoot): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = importedSpecifiers(file, undefined, { types: true })
      .map((specifier) => resolved(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of a graph: its strongly connected components of more than one module, or of one that imports itself
 * (Tarjan's algorithm). Each circle is listed by its modules, in the order first met.
 */
export function importCircles(graph: Map<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (module: string) => {
    index.set(module, counter);
    lowest.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.unshift(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.includes(module)) circles.push(component);
  };
  for (const module of graph.keys()) if (!index.has(module)) connect(module);
  return circles;
}

/** The circles of the repository's modules, as paths from its root. */
export const repositoryImportCircles = (root = repoRoot) =>
  importCircles(importGraph(root)).map((circle) => circle.map((file) => relative(root, file)));
