import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import semver from 'semver';

const require = createRequire(import.meta.url);

/** Modules every app must share as singletons; subpaths are listed or React and Emotion load twice. */
export const singletonModules = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-redux',
  '@reduxjs/toolkit',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  'single-spa',
  // shared-ui and shared-data have one entry per concern, so a page loads only the parts its islands import.
  'shared-ui',
  'shared-ui/content',
  'shared-ui/forms',
  'shared-ui/islands',
  'shared-ui/layout',
  'shared-data/site',
  'shared-data/catalog',
  'shared-data/configurators',
  'shared-data/marketing',
  'shared-data/digital',
  'shared-data/ambassador',
  'shared-data/fields',
  'shared-data/forms',
  'shared-data/schemas',
  'shared-data/phone',
  'shared-data/store',
  'shared-data/api',
];

/**
 * Shared modules the shell takes from the share scope and never provides: the site's layout, which the shell shows only
 * in its 404 page after the address changed in the page, where the page's remote has brought its copy. A copy of the
 * shell's own would put every chunk of the layout, its dialogs and their forms in the shell's entry on every page.
 */
export const shellTakesOnly = ['shared-ui/layout'];

/** The package a shared request belongs to: `shared-ui/forms` → `shared-ui`, `@emotion/react/jsx-runtime` → `@emotion/react`. */
export const packageName = (request: string) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);

function installedVersion(name: string, fromDir: string): string {
  const entry = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return (JSON.parse(readFileSync(entry, 'utf8')) as { version: string }).version;
}

/**
 * The versions a build may share a singleton with: those of its major (of its minor before 1.0), the semver rule
 * shared-ui and shared-data keep (decision record 021).
 */
export function compatibleRange(version: string): string {
  const parsed = semver.parse(version);
  if (!parsed) throw new Error(`${version} is not a semver version`);
  return parsed.major > 0 ? `^${parsed.major}.0.0` : `^0.${parsed.minor}.0`;
}

/**
 * The `shared` option of the ModuleFederationPlugin, with explicit versions read from the installed packages. The
 * version check is strict: a page whose copy is of another major refuses the app, which then shows its fallback,
 * instead of running against an interface it was not built for.
 */
export function sharedSingletons(appDir: string, { takeOnly = [] }: { takeOnly?: readonly string[] } = {}) {
  return Object.fromEntries(
    singletonModules.map((request) => {
      const version = installedVersion(packageName(request), appDir);
      return [
        request,
        {
          singleton: true,
          version,
          requiredVersion: compatibleRange(version),
          strictVersion: true,
          // Taken from the share scope alone: the build bundles no copy to provide or to fall back on.
          ...(takeOnly.includes(request) ? { import: false as const } : {}),
        },
      ];
    }),
  );
}

/** Root folder of the repository. */
export const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');
