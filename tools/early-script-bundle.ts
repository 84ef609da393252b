import { join } from 'node:path';
import { build } from 'esbuild';
import { earlyScriptName } from 'shared-data/core';

/** Bundles the shell's capture of early clicks (`src/early-script.ts`) into a small classic script of its own. */
export async function bundleEarlyScript(shellDir: string, outDir: string) {
  await build({
    entryPoints: [join(shellDir, 'src/early-script.ts')],
    outfile: join(outDir, earlyScriptName),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
}
