import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Each build's list of the npm packages its browser scripts carry (`BundlePackages`), beside its output. */
export const bundlePackagesName = 'bundle-packages.json';

/** One npm package in a bundle: its versions and copies, its modules, and for each importer a chain that reaches it. */
export interface PackageUse {
  versions: string[];
  /** The folders the bundle took it from: more than one when npm installed it twice. */
  copies: string[];
  modules: number;
  /** Importer (an npm package, or the repository's folder for its own code) → files from an entry to the package. */
  via: Record<string, string[]>;
}

/** The npm packages of one browser bundle, by name. */
export interface BundlePackages {
  bundle: string;
  packages: Record<string, PackageUse>;
}

/** A bundled module: its path from the repository's root (`node:fs` for a built-in) and the files that import it. */
export interface BundledModule {
  path: string;
  importers: string[];
}

/** `…/node_modules/@hono/node-server/dist/index.mjs` → `@hono/node-server`; `node:fs` → `node:fs`; own code → undefined. */
export function packageOf(path: string): string | undefined {
  if (path.startsWith('node:')) return path;
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
}

/** Who imports a file, as a person reads it: the npm package, or the repository's folder (`shared-data`, `shell`). */
const importerName = (path: string) => packageOf(path) ?? path.split('/')[0] ?? path;

/** The folder a package's file is in (`node_modules/@sentry/browser/node_modules/@sentry/core`) and its version. */
function copyOf(root: string, path: string, name: string): { folder: string; version: string | undefined } {
  const at = path.lastIndexOf(`node_modules/${name}/`);
  if (at < 0) return { folder: path, version: undefined };
  const folder = path.slice(0, at + `node_modules/${name}`.length);
  const manifest = join(root, folder, 'package.json');
  const version = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version
    : undefined;
  return { folder, version };
}

/**
 * The packages of a bundle from its modules; `parentOf` gives the file that first imported one (webpack's issuer, or
 * the previous step from an entry), so every importer comes with the chain from an entry to the package.
 */
export function listBundlePackages(
  bundle: string,
  modules: readonly BundledModule[],
  parentOf: (path: string) => string | undefined,
  root: string,
): BundlePackages {
  const chainTo = (path: string) => {
    const chain = [path];
    for (let parent = parentOf(path); parent && !chain.includes(parent); parent = parentOf(parent))
      chain.unshift(parent);
    return chain;
  };
  const packages: Record<string, PackageUse> = {};
  for (const { path, importers } of [...modules].sort((a, b) => a.path.localeCompare(b.path))) {
    const name = packageOf(path);
    if (!name) continue;
    packages[name] ??= { versions: [], copies: [], modules: 0, via: {} };
    const use = packages[name];
    use.modules += 1;
    const { folder, version } = copyOf(root, path, name);
    if (!use.copies.includes(folder)) use.copies.push(folder);
    if (version && !use.versions.includes(version)) use.versions.push(version);
    for (const importer of importers) {
      const by = importerName(importer);
      if (by !== name && !use.via[by]) use.via[by] = [...chainTo(importer), path];
    }
  }
  return {
    bundle,
    packages: Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** Packages that only servers may run: a browser bundle that carries one has reached server code. */
export const serverPackages = [
  'hono',
  'hono-*',
  '@hono/*',
  'pino',
  'pino-*',
  '@sentry/core',
  '@sentry/node',
  'postgres',
  '@electric-sql/*',
  '@supabase/supabase-js',
  'node:*',
];

/** Server packages a browser SDK brings legitimately: Sentry's browser SDK is built on its core. */
const carriedBy: Record<string, string[]> = {
  '@sentry/core': ['@sentry/browser', '@sentry/browser-*', '@sentry-internal/*'],
};

const matches = (name: string, pattern: string) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

export interface ServerPackageFound {
  bundle: string;
  name: string;
  importer: string;
  chain: string[];
}

/** Every way a bundle reaches a server package, except through a browser SDK that carries it. */
export function serverPackagesIn({ bundle, packages }: BundlePackages): ServerPackageFound[] {
  return Object.entries(packages).flatMap(([name, use]) => {
    if (!serverPackages.some((pattern) => matches(name, pattern))) return [];
    const carriers = carriedBy[name] ?? [];
    // A package whose importer the build could not tell fails too: the check never passes on what it did not see.
    const via = Object.keys(use.via).length > 0 ? use.via : { 'an importer not known': [] };
    return Object.entries(via)
      .filter(([importer]) => !carriers.some((pattern) => matches(importer, pattern)))
      .map(([importer, chain]) => ({ bundle, name, importer, chain }));
  });
}

/** The apps whose browser output webpack writes to `<app>/dist` (their server renderers in `dist/server` are not read). */
export const browserApps = ['shell', 'marketing-app', 'digital-app', 'ambassador-app', 'admin-app'];

/** Every bundle's packages the builds listed; fails, naming the app, when one was not built. */
export function readBundlePackages(root: string): BundlePackages[] {
  return browserApps.flatMap((app) => {
    const file = join(root, app, 'dist', bundlePackagesName);
    if (!existsSync(file)) throw new Error(`${app}/dist/${bundlePackagesName} is missing: build first`);
    return JSON.parse(readFileSync(file, 'utf8')) as BundlePackages[];
  });
}

/** The report a person reads: each bundle with its packages, their versions and who imports them. */
export function formatBundlePackages(bundles: readonly BundlePackages[]): string {
  return bundles
    .map(({ bundle, packages }) => {
      const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
      const lines = Object.entries(packages).map(([name, use]) => {
        const versions = use.versions.length > 0 ? `@${use.versions.join(', @')}` : '';
        const copies = use.copies.length > 1 ? `, ${use.copies.length} copies` : '';
        return `  ${name}${versions} (${plural(use.modules, 'module')}${copies}) ← ${Object.keys(use.via).join(', ')}`;
      });
      return [`${bundle}: ${plural(lines.length, 'package')}`, ...lines].join('\n');
    })
    .join('\n\n');
}

/**
 * Writes every browser bundle's packages to `reportFile`, then fails when one carries a server package, naming the
 * bundle, the package, its importer and the chain of files that reaches it. Says what it read.
 */
export function checkBrowserBundles(root: string, reportFile: string): string {
  const bundles = readBundlePackages(root);
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `${formatBundlePackages(bundles)}\n`);
  const found = bundles.flatMap(serverPackagesIn);
  if (found.length > 0) {
    const lines = found.map(
      ({ bundle, name, importer, chain }) =>
        `  ${bundle}: ${name}, imported by ${importer}\n    ${chain.join('\n    → ')}`,
    );
    throw new Error(`${found.length} server package import(s) in browser bundles:\n${lines.join('\n')}`);
  }
  const sizes = bundles.map(({ bundle, packages }) => `${bundle} ${Object.keys(packages).length}`);
  return `packages per browser bundle: ${sizes.join(', ')}; none is a server package (list: ${relative(root, reportFile)})`;
}
