import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { showControls } from 'shared-data/core';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { startBridgedGateway } from '../test/bridged-gateway';
import { type CliIo, main } from './cli';

// What a terminal would act on: colours, a window title with BEL, a CSI as one C1 character, DEL, an override
// (RLO), an isolate and the marks; the second name is a formula a spreadsheet would run.
const typedName = 'Нодира\u001b[31m\u001b]0;pwned\u0007\u009b2J\u007f \u202eтекст\u2066\u2069\u200e\u200f';
const formulaName = '=HYPERLINK("http://example.com")';
const actedOn = /[^\P{Cc}\r\n]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const output = (isTTY: boolean) => {
  const stream = {
    isTTY,
    text: '',
    write: (text: string) => {
      stream.text += text;
    },
  };
  return stream;
};

describe('the admin command line', () => {
  let folder: string;
  const io = (stdout: CliIo['stdout']): CliIo => ({ stdout, stderr: output(true), cwd: folder, env: {} });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    const site = await openPglite({ dataDir: join(folder, '.data') });
    try {
      await migrate(site);
      await site.query(
        `insert into applications (type, name, email, phone, payload)
         values ('consultation', $1, 'nodira@example.uz', '+998901112233', $2::text::jsonb),
                ('consultation', $3, 'aziz@example.uz', '+998901112234', '{}')`,
        [typedName, JSON.stringify({ comments: 'Позвоните\u202e вечером' }), formulaName],
      );
    } finally {
      await site.close();
    }
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const expectShownOnly = (terminal: string, csv: string) => {
    expect(csv).toMatch(actedOn);
    expect(terminal).not.toMatch(actedOn);
    expect(terminal).toBe(showControls(csv));
    expect(terminal).toContain('Нодира<U+001B>[31m<U+001B>]0;pwned<U+0007><U+009B>2J<U+007F> <U+202E>текст');
    expect(terminal).toContain(`'${formulaName.replaceAll('"', '""')}`);
  };

  test('export-leads --csv shows a terminal the control characters in leads and writes a pipe or file as it is', async () => {
    const terminal = output(true);
    expect(await main(['export-leads', '--csv'], io(terminal))).toBe(0);
    const pipe = output(false);
    expect(await main(['export-leads', '--csv'], io(pipe))).toBe(0);
    expect(pipe.text).toContain(typedName);
    expectShownOnly(terminal.text, pipe.text);

    const beside = io(output(true));
    expect(await main(['export-leads', '--csv', '--out', 'leads.csv'], beside)).toBe(0);
    expect(readFileSync(join(folder, 'leads.csv'), 'utf8')).toBe(pipe.text);
  }, 120_000);

  test('through the running gateway, the command line decides for its own terminal', async () => {
    const dataDir = join(folder, '.data');
    const site = await openPglite({ dataDir });
    const gateway = await startBridgedGateway(site, dataDir);
    try {
      const terminal = output(true);
      expect(await main(['export-leads', '--csv'], io(terminal))).toBe(0);
      const pipe = output(false);
      expect(await main(['export-leads', '--csv'], io(pipe))).toBe(0);
      expectShownOnly(terminal.text, pipe.text);

      const table = output(true);
      expect(await main(['list-leads'], io(table))).toBe(0);
      expect(table.text).toContain('Нодира [31m ]0;pwned 2J…');
      expect(table.text).not.toMatch(/<U\+|[^\P{Cc}\n]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);

      const typo = io(output(false));
      expect(await main(['confirm-order', '\u001b[2Jx'], typo)).toBe(1);
      expect((typo.stderr as ReturnType<typeof output>).text).toBe(
        '✖ "<U+001B>[2Jx" is not an application id (a UUID, as list-leads shows it).\n',
      );
    } finally {
      await gateway.close();
      await site.close();
    }
  }, 120_000);
});
