import { join } from 'node:path';
import { build } from 'esbuild';
import { consentScriptName, earlyScriptName, platformFallbacksScriptName } from 'shared-data/core';

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
  await Promise.all(
    scripts.map(([name, entry]) =>
      build({
        entryPoints: [join(shellDir, entry)],
        outfile: join(outDir, name),
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        // Russian texts as they are (the page and the served files are UTF-8), not as \uXXXX escapes three times longer.
        charset: 'utf8',
        logLevel: 'warning',
      }),
    ),
  );
}
