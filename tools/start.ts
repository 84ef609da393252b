import { randomBytes } from 'node:crypto';
import { readServerEnvOrExit } from 'shared-data/server';
import { devOutboxKeyHeader } from '../functions/src/mail/dev-outbox';
import { buildAll } from './build';
import { allPieces, quietLimitMs, readinessUrl, Site } from './launch/site';
import { repoRoot } from './webpack/shared-modules';

/**
 * `npm start`: check the configuration, build what is stale, serve the whole site, stop cleanly on Ctrl-C.
 * `npm run dev` (`mode: 'dev'`): the same site on the same ports, compiled from source by the apps' dev servers, pages
 * reloading after each change, the functions' gateway restarting when its code changes.
 */
export async function runSite(mode: 'start' | 'dev') {
  const started = Date.now();
  const env = readServerEnvOrExit(repoRoot, { prefix: '✖ ', sendsMail: true });
  // One key per start, so only whoever reads this console can see sign-in codes in the dev outbox.
  const outboxKey = env.emailjs.capture ? (env.devOutboxKey ?? randomBytes(12).toString('hex')) : undefined;
  // The shell's server and the gateway start together here, so they can share a key made for this start (`Site` gives
  // it to those two only).
  const serverKey = env.functionsServerKey ?? randomBytes(24).toString('hex');
  if (mode === 'start') {
    console.log('▸ building what changed…');
    await buildAll();
  }
  console.log(
    mode === 'dev' ? '▸ compiling the apps from source (a minute or two)…' : '▸ starting the site…',
  );
  const site = new Site({
    env: {
      ...process.env,
      ...(outboxKey ? { DEV_OUTBOX_KEY: outboxKey } : {}),
      FUNCTIONS_SERVER_KEY: serverKey,
    },
    mode,
  });
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
    // A first start may migrate for minutes on a busy machine: the wait lasts while the pieces report steps.
    await site.startAll(allPieces, mode === 'dev' ? 300_000 : quietLimitMs);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    await site.stopAll();
    process.exit(1);
  }
  const rows = allPieces.map((piece) => `  ${piece.padEnd(15)} ${readinessUrl(piece, env.ports)}`);
  console.log(
    [
      '',
      `✔ site ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${env.runtime.siteUrl}${mode === 'dev' ? ' (development: edits show on save)' : ''}`,
      ...rows,
      `  data            ${env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`}`,
      outboxKey
        ? `  mail            dev outbox: http://localhost:${env.ports.functions}/dev/outbox (sign-in codes with the header ${devOutboxKeyHeader}: ${outboxKey})`
        : '  mail            EmailJS',
      env.adminEmails.length > 0
        ? `  team inbox      ${env.runtime.siteUrl}/admin (managers: ${env.adminEmails.join(', ')})`
        : `  team inbox      ${env.runtime.siteUrl}/admin — set ADMIN_EMAILS=<your e-mail> to sign in`,
      env.telegram.configured
        ? `  lead alerts     Telegram chat ${env.telegram.chatId}`
        : '  lead alerts     Telegram off (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runSite('start').catch((error: Error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
