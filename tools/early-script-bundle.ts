import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { consentScriptName, earlyScriptName, platformFallbacksScriptName } from 'shared-data/core';
import { type BundlePackages, bundlePackagesName, listBundlePackages } from './bundle-packages';
import { repoRoot } from './webpack/shared-modules';

/** The packages of one esbuild bundle, from its metafile (paths from the repository's root). */
function metafilePackages(bundle: string, entry: string, { inputs }: Metafile): BundlePackages {
  const importers = new Map<string, string[]>(Object.keys(inputs).map((path) => [path, []]));
  const parents = new Map<string, string>();
  const queue = [entry];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const { path: imported } of inputs[path]?.imports ?? []) {
      importers.get(imported)?.push(path);
      if (imported === entry || parents.has(imported)) continue;
      parents.set(imported, path);
      queue.push(imported);
    }
  }
  const modules = [...importers].map(([path, from]) => ({ path, importers: from }));
  return listBundlePackages(bundle, modules, (path) => parents.get(path), repoRoot);
}

/**
 * Bundles the shell's inline scripts, each a small classic script of its own: the early script
 * (`src/early-script.ts`: early clicks, errors, the visit's source, the scripts after paint) and the analytics consent
 * bar's (`src/consent-script.ts`), which a page carries only when an analytics id is set; and the platform's
 * fallbacks (`src/platform-fallbacks.ts`), a file the early script loads on browsers that need it.
 */
export async function bundleEarlyScript(shellDir: string, outDir: string) {
  const scripts = [
    [earlyScriptName, 'src/early-script.ts'],
    [consentScriptName, 'src/consent-script.ts'],
    [platformFallbacksScriptName, 'src/platform-fallbacks.ts'],
  ] as const;
  const listed = await Promise.all(
    scripts.map(async ([name, entry]) => {
      const { metafile } = await build({
        entryPoints: [join(shellDir, entry)],
        outfile: join(outDir, name),
        absWorkingDir: repoRoot,
        metafile: true,
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        // Russian texts as they are (the page and the served files are UTF-8), not as \uXXXX escapes three times longer.
        charset: 'utf8',
        logLevel: 'warning',
      });
      return metafilePackages(`shell: ${name}`, relative(repoRoot, join(shellDir, entry)), metafile);
    }),
  );
  // Beside the packages webpack listed for the shell's own scripts; a rebuild in `npm run dev` replaces its own entries.
  const file = join(outDir, bundlePackagesName);
  const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BundlePackages[]) : [];
  const others = earlier.filter(({ bundle }) => !listed.some((script) => script.bundle === bundle));
  writeFileSync(file, JSON.stringify([...others, ...listed], null, 2));
}
