import { ConfigError, readServerEnv } from 'shared-data/server';
import { buildAll } from './build';
import { allPieces, readinessUrl, Site } from './process/site';
import { repoRoot } from './webpack/shared-modules';

/** `npm start`: check the configuration, build what is stale, serve the whole site, stop cleanly on Ctrl-C. */
async function main() {
  const started = Date.now();
  let env: ReturnType<typeof readServerEnv>;
  try {
    env = readServerEnv(process.env, repoRoot);
  } catch (error) {
    console.error(error instanceof ConfigError ? `✖ ${error.message}` : error);
    process.exit(1);
  }
  console.log('▸ building what changed…');
  await buildAll();
  console.log('▸ starting the site…');
  const site = new Site({ env: process.env });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n▸ stopping…');
    await site.stopAll();
    console.log('▸ stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await site.startAll();
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    await site.stopAll();
    process.exit(1);
  }
  const rows = allPieces.map((piece) => `  ${piece.padEnd(15)} ${readinessUrl(piece, process.env)}`);
  console.log(
    [
      '',
      `✔ site ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${env.runtime.siteUrl}`,
      ...rows,
      `  data            ${env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`}`,
      `  mail            ${env.emailjs.configured ? 'EmailJS' : `dev outbox: http://localhost:${env.ports.functions}/dev/outbox`}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
