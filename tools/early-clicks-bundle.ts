import { join } from 'node:path';
import { build } from 'esbuild';

/** File name of the capture script the shell's page loads in its head, before any app. */
export const earlyClicksScript = 'early-clicks.js';

/** Bundles the shell's capture of early clicks (`src/early-clicks.ts`) into a small classic script of its own. */
export async function bundleEarlyClicks(shellDir: string, outDir: string) {
  await build({
    entryPoints: [join(shellDir, 'src/early-clicks.ts')],
    outfile: join(outDir, earlyClicksScript),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
}
