import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readServerEnvOrExit } from 'shared-data/server';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { bundleEarlyScript } from './early-script-bundle';
import { readToolEnv } from './env';
import { bundleServerRenderer, renderRemotePages } from './render-pages';
import { writeShellDocument } from './shell-document';
import { type AppName, createAppConfig } from './webpack/create-config';
import { precompressFolder } from './webpack/precompress';
import { repoRoot } from './webpack/shared-modules';

/**
 * Builds (or, with `dev`, serves) the app whose folder is the working directory.
 * Env: OUTPUT_PATH puts the build elsewhere than dist/ (releases); RELEASE_ID names the build.
 */
async function main() {
  const dir = process.cwd();
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: AppName };
  const dev = process.argv.includes('dev');
  const env = readServerEnvOrExit(repoRoot);
  const { RELEASE_ID, OUTPUT_PATH } = readToolEnv();
  const releaseId = RELEASE_ID ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const config = createAppConfig({
    name,
    dir,
    mode: dev ? 'development' : 'production',
    ...(OUTPUT_PATH ? { outputPath: OUTPUT_PATH } : {}),
    releaseId,
    env,
  });
  const compiler = webpack(config);
  if (dev) {
    const server = new WebpackDevServer(config.devServer, compiler);
    await server.start();
    console.log(`${name}: standalone dev server on http://localhost:${config.devServer?.port}`);
    return;
  }
  const started = Date.now();
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('webpack gave no result'));
      else resolve(result);
    }),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    process.exit(1);
  }
  if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
  const outDir = config.output?.path ?? join(dir, 'dist');
  if (name === 'shell') {
    await bundleEarlyScript(dir, outDir);
    writeShellDocument(outDir);
  } else if (!existsSync(join(dir, 'src/server.tsx'))) {
    // A remote whose pages are never rendered on the server (the team's inbox) has no renderer.
    console.log(`${name}: no src/server.tsx, its pages render in the browser only`);
  } else {
    await bundleServerRenderer(dir, outDir, releaseId);
    const count = await renderRemotePages(name, outDir, env.runtime);
    console.log(`${name}: rendered ${count} page(s) in Node`);
  }
  const compressedAt = Date.now();
  const compressed = await precompressFolder(outDir);
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  console.log(
    `${name}: ${compressed.files} file(s) precompressed in ${((Date.now() - compressedAt) / 1000).toFixed(1)} s ` +
      `(${kb(compressed.bytes)} KB → br ${kb(compressed.brBytes)} KB, gzip ${kb(compressed.gzBytes)} KB)`,
  );
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
