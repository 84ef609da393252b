import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './webpack/shared-modules';

/** The Supabase project folder: what `supabase functions deploy` reads, and all it reads. */
export const supabaseDir = join(repoRoot, 'functions/supabase');
/** The bundle every entry imports (`../_shared/functions.js`); git-ignored, made by `npm run build:edge`. */
export const edgeBundle = join(supabaseDir, 'functions/_shared/functions.js');

const builtins = new Set(builtinModules.filter((name) => !name.startsWith('_')));

/** Node built-ins stay imports, spelled `node:…` as Deno wants them outside node_modules. */
const nodeBuiltins: Plugin = {
  name: 'node-builtins',
  setup(bundle) {
    bundle.onResolve({ filter: /^[a-z_:/]+$/ }, ({ path }) => {
      const bare = path.replace(/^node:/, '');
      return builtins.has(bare) || builtins.has(bare.split('/')[0] ?? '')
        ? { path: `node:${bare}`, external: true }
        : undefined;
    });
  },
};

/**
 * Bundles the Edge glue (`functions/src/edge`) with the handlers, `shared-data` and the npm packages they use into
 * one ES module inside `functions/supabase/functions/_shared/`, so every entry is self-contained: nothing above
 * `supabase/` and no node_modules, as the Supabase CLI bundles a function.
 */
export async function bundleEdgeFunctions(outfile = edgeBundle): Promise<void> {
  await build({
    entryPoints: [join(repoRoot, 'functions/src/edge/index.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['deno', 'import', 'default'],
    target: 'es2022',
    tsconfig: join(repoRoot, 'tsconfig.json'),
    plugins: [nodeBuiltins],
    banner: {
      js: [
        '// @ts-self-types="./functions.d.ts"',
        '// Made by `npm run build:edge` from functions/src/edge: do not edit, do not commit.',
        // CommonJS packages in the bundle (pino) require Node built-ins; Deno gives ES modules a require this way.
        "import { createRequire } from 'node:module';",
        'const require = createRequire(import.meta.url);',
      ].join('\n'),
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  bundleEdgeFunctions().then(
    () => console.log(`Edge bundle: ${edgeBundle}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
