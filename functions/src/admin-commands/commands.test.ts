import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { startBridgedGateway } from '../test/bridged-gateway';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { bridgeFilePath } from './bridge';
import { type AdminContext, runAdmin } from './commands';
import { AdminError, openSiteDb } from './site-db';

const capture = (db: AdminContext['openDatabase'], cwd = '/tmp') => {
  const out: string[] = [];
  const err: string[] = [];
  let written = '';
  return {
    out,
    err,
    written: () => written,
    ctx: {
      write: (text: string) => {
        written += text;
      },
      out: (text: string) => out.push(text),
      err: (text: string) => err.push(text),
      cwd,
      env: {},
      openDatabase: db,
    },
  };
};

describeEachDatabase('admin CLI', (ctx) => {
  // The CLI closes what it opened: hand it a db whose close() leaves the shared test db open.
  const borrowed = () => Promise.resolve({ ...ctx.db, close: async () => {} });

  const insertLead = async (
    values: { email?: string; ambassadorId?: string | null; finalPrice?: number; name?: string } = {},
  ) => {
    const [row] = await ctx.db.query<{ id: string }>(
      `insert into applications (type, name, email, phone, plan_name, final_price, ambassador_id)
       values ('plan_order', $4, $1, '+998901112233', 'Стандарт', $2, $3) returning id`,
      [
        values.email ?? 'nodira@example.uz',
        values.finalPrice ?? 2_000_000,
        values.ambassadorId ?? null,
        values.name ?? 'Нодира',
      ],
    );
    return row?.id ?? '';
  };

  test('migrate says the database is up to date', async () => {
    const io = capture(borrowed);
    expect(await runAdmin(['migrate'], io.ctx)).toBe(0);
    expect(io.out).toEqual(['The database is up to date.']);
  });

  test('list-leads prints a table and a count', async () => {
    const id = await insertLead();
    const io = capture(borrowed);
    expect(await runAdmin(['list-leads', '--limit', '10'], io.ctx)).toBe(0);
    expect(io.out[0]).toContain(id);
    expect(io.out[0]).toContain('2 000 000 сум');
    expect(io.out[1]).toBe('\n1 of 1 lead, newest first.');
  });

  test('list-leads and confirm-order print a name’s terminal escape codes as plain text, the table aligned', async () => {
    const id = await insertLead({
      name: '\u001b[31mНодира\u001b]0;title\u0007\r\nИва\u200fнова\u202e\u200e',
    });
    await insertLead({ name: 'Лола 👩‍👩‍👧' });
    const io = capture(borrowed);
    expect(await runAdmin(['list-leads'], io.ctx)).toBe(0);
    expect(await runAdmin(['confirm-order', id], io.ctx)).toBe(0);
    const printed = io.out.join('\n');
    expect(printed).not.toMatch(/[^\P{Cc}\n]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
    expect(printed).toContain('[31mНодира ]0;title Иванова');
    const column = (line: string, text: string) => {
      const graphemes = [...new Intl.Segmenter().segment(line)];
      return graphemes.findIndex((_, at) => line.slice(graphemes[at]?.index).startsWith(text));
    };
    const [header = '', , ...lines] = (io.out[0] ?? '').split('\n');
    expect(lines.map((line) => column(line, 'Стандарт'))).toEqual([
      column(header, 'plan'),
      column(header, 'plan'),
    ]);
  });

  test('list-leads marks a suspected lead', async () => {
    const id = await insertLead();
    await ctx.db.query(
      "update applications set suspected = true, suspected_reason = 'заполнено скрытое поле формы' where id = $1",
      [id],
    );
    const io = capture(borrowed);
    expect(await runAdmin(['list-leads'], io.ctx)).toBe(0);
    expect(io.out[0]).toMatch(/new ⚠/);
  });

  test('list-leads with nothing to show, and with a bad type or limit', async () => {
    const io = capture(borrowed);
    expect(await runAdmin(['list-leads', '--type', 'calculator'], io.ctx)).toBe(0);
    expect(io.out).toEqual(['No leads of type calculator.']);
    expect(await runAdmin(['list-leads', '--type', 'spam'], io.ctx)).toBe(2);
    expect(io.err.at(-1)).toMatch(/Unknown lead type "spam"; one of: plan_order, consultation/);
    expect(await runAdmin(['list-leads', '--limit', '0'], io.ctx)).toBe(2);
    expect(io.err.at(-1)).toMatch(/--limit must be a whole number/);
  });

  test('export-leads writes CSV to stdout, or to --out relative to where npm ran', async () => {
    await insertLead();
    const io = capture(borrowed);
    expect(await runAdmin(['export-leads', '--csv'], io.ctx)).toBe(0);
    expect(io.written()).toMatch(/^\uFEFFid,created_at,/);
    expect(io.written().endsWith('\r\n')).toBe(true);

    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      const toFile = capture(borrowed, dir);
      expect(await runAdmin(['export-leads', '--csv', '--out', 'leads.csv'], toFile.ctx)).toBe(0);
      expect(readFileSync(join(dir, 'leads.csv'), 'utf8')).toBe(io.written());
      expect(toFile.err).toEqual([`✔ 1 lead written to ${join(dir, 'leads.csv')}`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('confirm-order: confirmed with the commission, then already confirmed', async () => {
    const ambassador = await insertAmbassador(ctx.db, { name: 'Лола' });
    const id = await insertLead({ ambassadorId: ambassador.id });
    const io = capture(borrowed);
    expect(await runAdmin(['confirm-order', id], io.ctx)).toBe(0);
    expect(io.out[0]).toBe(
      `✔ Application ${id} (Нодира) is now won. Credited 300\u00a0000\u00a0сум (15%) to ambassador Лола (${ambassador.id}).`,
    );
    expect(await runAdmin(['confirm-order', id], io.ctx)).toBe(0);
    expect(io.out[1]).toBe(`Application ${id} (Нодира) is already won: nothing changed.`);
  });

  test('erase anonymises a person’s leads by e-mail or phone, drops their unsent mail and logs the request', async () => {
    const mine = await insertLead({ email: 'Nodira@Example.uz' });
    const other = await insertLead({ email: 'aziz@example.uz', name: 'Азиз' });
    await ctx.db.query(
      `insert into mail_jobs (application_id, template_id, params, status) values
        ($1, 't', '{"from_name":"Нодира"}', 'pending'), ($1, 't', '{"from_name":"Нодира"}', 'sent'),
        ($2, 't', '{"from_name":"Азиз"}', 'pending')`,
      [mine, other],
    );
    const io = capture(borrowed);
    expect(await runAdmin(['erase', '--email', 'nodira@example.uz'], io.ctx)).toBe(0);
    expect(io.out[0]).toBe('✔ Erased: 1 lead anonymised, 2 mails dropped or emptied. The erasure is logged.');
    const leads = await ctx.db.query('select name, email, phone, payload from applications order by name');
    expect(leads).toEqual([
      { name: 'Азиз', email: 'aziz@example.uz', phone: '+998901112233', payload: {} },
      { name: 'Удалено по запросу', email: null, phone: null, payload: {} },
    ]);
    expect(
      await ctx.db.query('select application_id, params, status from mail_jobs order by status'),
    ).toEqual([
      { application_id: other, params: { from_name: 'Азиз' }, status: 'pending' },
      { application_id: mine, params: {}, status: 'sent' },
    ]);
    expect(await runAdmin(['erase', '--phone', '90 111 22 33'], io.ctx)).toBe(0);
    expect(io.out[1]).toBe('✔ Erased: 1 lead anonymised, 1 mail dropped or emptied. The erasure is logged.');
    const audit = await ctx.db.query<Record<string, unknown>>('select * from erasures order by created_at');
    expect(audit).toMatchObject([
      { requested_by: 'cli', matched_by: 'email', leads: 1, mails: 2 },
      { requested_by: 'cli', matched_by: 'phone', leads: 1, mails: 1 },
    ]);
    // Nothing that gives the contact back: no hash of it either.
    expect(Object.keys(audit[0] ?? {}).sort()).toEqual([
      'ambassadors',
      'created_at',
      'id',
      'leads',
      'mails',
      'matched_by',
      'requested_by',
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/nodira|901112233/i);
    expect(await runAdmin(['erase', '--email', 'nobody@example.uz'], io.ctx)).toBe(0);
    expect(io.out[2]).toBe('No lead or ambassador matches: nothing to erase. The request is logged.');
  });

  test('erase answers when purging the old row versions fails, and puts the failure on stderr as a JSON line', async () => {
    await insertLead();
    const refusing = async () => ({
      ...ctx.db,
      exec: (sql: string) => (/vacuum/.test(sql) ? Promise.reject(new Error('no room')) : ctx.db.exec(sql)),
      close: async () => {},
    });
    const io = capture(refusing);
    expect(await runAdmin(['erase', '--email', 'nodira@example.uz'], io.ctx)).toBe(0);
    expect(io.out).toEqual([
      '✔ Erased: 1 lead anonymised, 0 mails dropped or emptied. The erasure is logged.',
    ]);
    expect(io.err.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        service: 'admin',
        msg: 'erasure: the old row versions could not be purged from the database files',
        err: expect.objectContaining({ message: 'no room' }),
      }),
    ]);
  });

  test('erase closes the cabinet of an ambassador with that e-mail and says so', async () => {
    await insertAmbassador(ctx.db, {
      email: 'Kamola@example.uz',
      phone: '+998901234567',
      promo_code: 'KAMOLA15',
    });
    const io = capture(borrowed);
    expect(await runAdmin(['erase', '--email', 'kamola@example.uz'], io.ctx)).toBe(0);
    expect(io.out[0]).toBe(
      '✔ Erased: 0 leads anonymised, 0 mails dropped or emptied, 1 ambassador anonymised and signed out. ' +
        'The erasure is logged.',
    );
    expect(
      await ctx.db.query("select count(*)::int as n from ambassadors where promo_code = 'KAMOLA15'"),
    ).toEqual([{ n: 0 }]);
  });

  test('erase needs exactly one of an e-mail or a phone, and a phone that is a number', async () => {
    const io = capture(borrowed);
    expect(await runAdmin(['erase'], io.ctx)).toBe(2);
    expect(await runAdmin(['erase', '--email', 'a@b.uz', '--phone', '901112233'], io.ctx)).toBe(2);
    expect(await runAdmin(['erase', '--phone', 'позвоните'], io.ctx)).toBe(2);
    expect(io.err.at(-1)).toBe('✖ "позвоните" is not a phone number.');
  });

  test('confirm-order with an unknown or malformed id fails clearly', async () => {
    const io = capture(borrowed);
    expect(await runAdmin(['confirm-order', '00000000-0000-4000-8000-000000000000'], io.ctx)).toBe(1);
    expect(io.err).toEqual(['✖ No application with id 00000000-0000-4000-8000-000000000000.']);
    expect(await runAdmin(['confirm-order', '42'], io.ctx)).toBe(1);
    expect(io.err[1]).toMatch(/"42" is not an application id/);
    expect(await runAdmin(['confirm-order'], io.ctx)).toBe(2);
  });
});

describe('admin CLI usage', () => {
  const never = () => Promise.reject(new Error('no database needed'));

  test.each([
    [[], 2],
    [['help'], 0],
    [['--help'], 0],
  ])('%j prints the usage', async (argv, code) => {
    const io = capture(never);
    expect(await runAdmin(argv, io.ctx)).toBe(code);
    expect(io.out[0]).toMatch(/^Usage: npm run admin -- <command>/);
  });

  test.each([[['drop-tables']], [['list-leads', '--force']]])('%j is a usage error', async (argv) => {
    const io = capture(never);
    expect(await runAdmin(argv, io.ctx)).toBe(2);
    expect(io.err[0]).toMatch(/^✖ /);
  });
});

describe('openSiteDb', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'admin-db-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  test('refuses to create a database where the site has none', async () => {
    await expect(openSiteDb({ DATA_DIR: join(parent, 'missing') }, parent)).rejects.toThrow(
      /No site database in .*missing/,
    );
  });

  test('explains the data directory lock of a running site', async () => {
    const dataDir = join(parent, '.data');
    const site = await openPglite({ dataDir });
    try {
      const failure = openSiteDb({}, parent);
      await expect(failure).rejects.toThrow(AdminError);
      await expect(openSiteDb({}, parent)).rejects.toThrow(
        /stop the site \(Ctrl-C in npm start\).*DATABASE_URL/,
      );
    } finally {
      await site.close();
    }
    const out: string[] = [];
    const ctx = {
      write: () => {},
      out: (text: string) => out.push(text),
      err: () => {},
      cwd: parent,
      env: {},
    };
    expect(await runAdmin(['migrate'], ctx)).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^✔ Applied 001_initial\.sql, .*\.sql\.$/)]);
  }, 60_000);
});

describe('while the site runs on the embedded database', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'admin-bridge-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  test('commands go to the running gateway, and files land where the command line runs', async () => {
    const dataDir = join(parent, '.data');
    const site = await openPglite({ dataDir });
    await migrate(site);
    await site.query(
      `insert into applications (type, name, email, phone, plan_name, final_price)
       values ('plan_order', 'Нодира', 'nodira@example.uz', '+998901112233', 'Стандарт', 2000000)`,
    );
    const gateway = await startBridgedGateway(site, dataDir);
    const { port } = gateway;
    try {
      expect(statSync(bridgeFilePath(dataDir)).mode & 0o777).toBe(0o600);
      const io = capture(undefined, parent);
      expect(await runAdmin(['list-leads'], io.ctx)).toBe(0);
      expect(io.written()).toContain('Нодира');
      expect(io.written()).toContain('1 of 1 lead, newest first.');

      const csv = capture(undefined, parent);
      expect(await runAdmin(['export-leads', '--out', 'leads.csv'], csv.ctx)).toBe(0);
      expect(readFileSync(join(parent, 'leads.csv'), 'utf8')).toContain('Нодира');
      expect(csv.err).toEqual([`✔ 1 lead written to ${join(parent, 'leads.csv')}`]);

      const wrongKey = await fetch(`http://127.0.0.1:${port}/admin/cli`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-cli-key': 'guess' },
        body: JSON.stringify({ argv: ['list-leads'], cwd: parent }),
      });
      expect(wrongKey.status).toBe(403);
    } finally {
      await gateway.close();
      await site.close();
    }
    expect(existsSync(bridgeFilePath(dataDir))).toBe(false);
  }, 60_000);
});
