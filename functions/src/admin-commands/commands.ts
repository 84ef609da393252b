import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { foldToLine, formatMoney, type LeadType, leadTypes, referralTerms } from 'shared-data/core';
import { migrate } from '../db/migrate';
import type { Db } from '../db/port';
import { exportLeadsCsv } from '../inbox/lead-csv';
import { confirmOrder, uuidPattern } from '../inbox/lead-status';
import { createLogger } from '../logger';
import { requeueFailedMail } from '../mail/failed-mail';
import { erasePerson } from '../privacy/erase-person';
import { type BridgeAnswer, type BridgeRequest, forwardToGateway, readBridgeFile } from './bridge';
import { formatLeadTable, listLeads } from './lead-table';
import { AdminError, openSiteDb, SiteDbLockedError } from './site-db';

const usage = `Usage: npm run admin -- <command>

  list-leads [--limit N] [--type T]   the newest leads (50 by default) as a table
  export-leads [--csv] [--out FILE] [--delimiter ';']
                                      every lead as CSV (UTF-8 with BOM, for Excel); stdout without --out
  confirm-order <id>                  mark a lead won and credit its ambassador's commission once
  requeue-failed                      send again every mail that used up its retries (status failed)
  erase --email E | --phone P         erase a person's data on their request: their leads anonymised, their
                                      unsent mail dropped, the old row versions purged from the database files,
                                      an audit line kept (who, when, the counts; not E or P)
  migrate                             apply pending migrations (every command does this first)

Lead types: ${leadTypes.join(', ')}.
The database is the site's: DATABASE_URL when set, else PGlite in DATA_DIR (default .data/).`;

export interface AdminContext {
  /** Writes text as it is (the CSV). */
  write: (text: string) => void;
  /** Writes a line. */
  out: (text: string) => void;
  err: (text: string) => void;
  /** Where relative paths (`--out`, the default `.data/`) start. */
  cwd: string;
  env: Record<string, string | undefined>;
  /** Opens the database; the site's (migrated) by default. */
  openDatabase?: () => Promise<Db>;
  /** Writes a file the command makes (`--out`); to disk by default. */
  saveFile?: (path: string, text: string) => Promise<void>;
}

const applyMigrations = async (db: Db) => {
  try {
    return await migrate(db);
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
};

const positiveInt = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) {
    return fallback;
  }
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000) {
    throw new AdminError(`${name} must be a whole number from 1 to 10000`, 2);
  }
  return Number(value);
};

const commissionLine = (
  result: Extract<Awaited<ReturnType<typeof confirmOrder>>, { outcome: 'confirmed' }>,
) => {
  const { commission } = result;
  if (commission.credited) {
    return (
      `Credited ${formatMoney(commission.amount)} (${referralTerms.commissionPercent}%) to ambassador ` +
      `${foldToLine(commission.ambassadorName)} (${commission.ambassadorId}).`
    );
  }
  const reasons = {
    no_ambassador: 'No ambassador on this order: no commission.',
    own_purchase: 'The buyer is the ambassador: no commission.',
    no_price: 'The order has no final price: no commission.',
    credited_before: 'Its commission was credited before: not credited again.',
  } as const;
  return reasons[commission.reason];
};

async function erase(values: Record<string, unknown>, ctx: AdminContext, db: Db) {
  const email = (values.email as string | undefined)?.trim();
  const phone = (values.phone as string | undefined)?.trim();
  if (Boolean(email) === Boolean(phone)) {
    throw new AdminError('Usage: npm run admin -- erase --email E, or erase --phone P (one of them)', 2);
  }
  // A purge that fails is reported on stderr as a JSON log line; the erasure stands.
  const logger = createLogger('admin', { write: (line: string) => ctx.err(line.trimEnd()) });
  const result = await erasePerson(db, email ? { email } : { phone: phone ?? '' }, 'cli', logger);
  if (!result) throw new AdminError(`"${foldToLine(phone ?? '')}" is not a phone number.`, 2);
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const cabinets =
    result.ambassadors > 0 ? `, ${count(result.ambassadors, 'ambassador')} anonymised and signed out` : '';
  ctx.out(
    result.leads > 0 || result.ambassadors > 0
      ? `✔ Erased: ${count(result.leads, 'lead')} anonymised, ${count(result.mails, 'mail')} dropped or emptied` +
          `${cabinets}. The erasure is logged.`
      : 'No lead or ambassador matches: nothing to erase. The request is logged.',
  );
}

async function run(
  command: string,
  rest: string[],
  values: Record<string, unknown>,
  ctx: AdminContext,
  db: Db,
) {
  const applied = await applyMigrations(db);
  if (command === 'migrate') {
    ctx.out(applied.length > 0 ? `✔ Applied ${applied.join(', ')}.` : 'The database is up to date.');
    return;
  }
  if (command === 'list-leads') {
    const type = values.type as LeadType | undefined;
    if (type !== undefined && !leadTypes.includes(type)) {
      throw new AdminError(`Unknown lead type "${type}"; one of: ${leadTypes.join(', ')}`, 2);
    }
    const limit = positiveInt(values.limit as string | undefined, '--limit', 50);
    const { rows, total } = await listLeads(db, { limit, type });
    if (rows.length === 0) {
      ctx.out(type ? `No leads of type ${type}.` : 'No leads yet.');
      return;
    }
    ctx.out(formatLeadTable(rows));
    ctx.out(
      `\n${rows.length} of ${total} lead${total === 1 ? '' : 's'}${type ? ` of type ${type}` : ''}, newest first.`,
    );
    return;
  }
  if (command === 'export-leads') {
    const delimiter = (values.delimiter as string | undefined) ?? ',';
    if (delimiter !== ',' && delimiter !== ';') {
      throw new AdminError('--delimiter must be , or ;', 2);
    }
    const { csv, count } = await exportLeadsCsv(db, { format: 'fields', delimiter });
    const out = values.out as string | undefined;
    if (out === undefined) {
      ctx.write(csv);
      return;
    }
    const path = resolve(ctx.cwd, out);
    await (ctx.saveFile ?? ((file: string, text: string) => writeFile(file, text, 'utf8')))(path, csv);
    ctx.err(`✔ ${count} lead${count === 1 ? '' : 's'} written to ${path}`);
    return;
  }
  if (command === 'requeue-failed') {
    const count = await requeueFailedMail(db);
    ctx.out(
      count > 0
        ? `✔ ${count} failed mail${count === 1 ? '' : 's'} back in the queue, due now.`
        : 'No failed mail.',
    );
    return;
  }
  if (command === 'erase') {
    await erase(values, ctx, db);
    return;
  }
  const [id] = rest;
  if (!id || rest.length > 1) {
    throw new AdminError('Usage: npm run admin -- confirm-order <id>', 2);
  }
  if (!uuidPattern.test(id)) {
    throw new AdminError(`"${id}" is not an application id (a UUID, as list-leads shows it).`);
  }
  const result = await confirmOrder(db, id);
  if (result.outcome === 'not_found') {
    throw new AdminError(`No application with id ${id}.`);
  }
  if (result.outcome === 'already_paid') {
    ctx.out(`Application ${id} (${foldToLine(result.name)}) is already won: nothing changed.`);
    return;
  }
  ctx.out(`✔ Application ${id} (${foldToLine(result.name)}) is now won. ${commissionLine(result)}`);
}

const commands = ['list-leads', 'export-leads', 'confirm-order', 'requeue-failed', 'erase', 'migrate'];

/** Runs one admin command; resolves with the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runAdmin(argv: string[], ctx: AdminContext): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        limit: { type: 'string' },
        type: { type: 'string' },
        csv: { type: 'boolean' },
        out: { type: 'string' },
        delimiter: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    ctx.err(`✖ ${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help' || command === undefined) {
    ctx.out(usage);
    return command === undefined && !parsed.values.help ? 2 : 0;
  }
  if (!commands.includes(command)) {
    ctx.err(`✖ Unknown command "${command}".\n\n${usage}`);
    return 2;
  }
  let db: Db | undefined;
  try {
    db = await (ctx.openDatabase ?? (() => openSiteDb(ctx.env, ctx.cwd)))();
    await run(command, rest, parsed.values, ctx, db);
    return 0;
  } catch (error) {
    const bridge = error instanceof SiteDbLockedError ? readBridgeFile(error.dataDir) : undefined;
    if (bridge) {
      return forwardToGateway(bridge, argv, ctx);
    }
    if (error instanceof AdminError) {
      ctx.err(`✖ ${error.message}`);
      return error.exitCode;
    }
    throw error;
  } finally {
    await db?.close();
  }
}

/**
 * Runs a command the command line handed to the gateway, on the gateway's own database connection (left open),
 * collecting what it prints and the files it would write.
 */
export async function runForwarded(request: BridgeRequest, db: Db): Promise<BridgeAnswer> {
  const answer: BridgeAnswer = { code: 0, stdout: '', stderr: '', files: [] };
  answer.code = await runAdmin(request.argv, {
    write: (text) => {
      answer.stdout += text;
    },
    out: (text) => {
      answer.stdout += `${text}\n`;
    },
    err: (text) => {
      answer.stderr += `${text}\n`;
    },
    cwd: request.cwd,
    env: {},
    openDatabase: async () => ({ ...db, close: async () => undefined }),
    saveFile: async (path, text) => {
      answer.files.push({ path, text });
    },
  });
  return answer;
}
