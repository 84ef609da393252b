import { join } from 'node:path';
import { build } from 'esbuild';

/** File name of the capture script the shell's page loads in its head, before any app. */
export const earlyScriptFile = 'early-script.js';

/** Bundles the shell's capture of early clicks (`src/early-script.ts`) into a small classic script of its own. */
export async function bundleEarlyScript(shellDir: string, outDir: string) {
  await build({
    entryPoints: [join(shellDir, 'src/early-script.ts')],
    outfile: join(outDir, earlyScriptFile),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
}
