import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../admin-commands/commands';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/port';
import { handlers } from '../handlers/registry';
import type { Handler } from '../http/handler';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { call } from '../test/handler-support';
import { leadBodies } from '../test/lead-bodies';
import { openManagerSession } from '../test/manager-session';

const env = testEnv({ ADMIN_EMAILS: 'manager@agency.uz', LEADS_EMAIL: 'leads@agency.uz' });
const handler = (name: string) => handlers[name] as Handler;

/** Every file under `dir` whose bytes hold `text` (UTF-8), as paths relative to `dir`. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, 'utf8');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path).includes(needle))
    .map((path) => path.slice(dir.length + 1));
}

const where = (dir: string, markers: readonly string[]) =>
  Object.fromEntries(markers.map((marker) => [marker, filesHolding(dir, marker)]));

// Two people, each written as the site writes them and erased as the team erases them: through the inbox and
// through the command line. Short values, so that no row is compressed and each marker is plain bytes on disk.
const zarina = {
  name: 'Зарина Тохирова',
  email: 'zarina.t@example.uz',
  phone: '+998 93 517 24 68',
  stored: '+998935172468',
  digits: '998935172468',
  passport: 'AC4821937',
  note: 'Просила звонить после шести',
  campaign: 'kw93-vesna',
};
const shakhnoza = {
  name: 'Шахноза Юлдашева',
  email: 'shakhnoza.y@example.uz',
  phone: '+998 97 404 31 59',
  stored: '+998974043159',
  digits: '998974043159',
  passport: 'AB7305518',
  note: 'Уточнить бюджет у мужа',
  campaign: 'qz58-leto',
};
const buyer = { name: 'Бахтиёр Рашидов', email: 'bakhtiyor.r@example.uz', phone: '+998 90 222 33 44' };

describe('an erasure on the embedded database, on disk', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'erasure-disk-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('leaves no byte of the person in any file under DATA_DIR once the database has stopped', async () => {
    const db: Db = await openPglite({ dataDir });
    let closed = false;
    try {
      await migrate(db);
      const asManager = {
        env,
        headers: { 'x-admin-token': await openManagerSession(db, 'manager@agency.uz') },
      };
      const submit = async (body: Record<string, unknown>) => {
        const res = await handler('submit-application')(
          new Request(
            'http://localhost/functions/v1/submit-application',
            postJson({ form_started_at: Date.now() - 30_000, website: '', ...body }),
          ),
          { db, env, logger: memoryLogger().logger },
        );
        expect(res.status).toBe(200);
        return ((await res.json()) as { id: string }).id;
      };
      const note = async (id: string, text: string) =>
        expect((await call(handler('admin-lead-note'), db, { id, text }, asManager)).status).toBe(200);

      // Zarina is an ambassador who brought a buyer, signed in to her cabinet and sent leads of her own.
      const registered = await call(handler('register-ambassador-simple'), db, {
        name: zarina.name,
        email: zarina.email,
        phone: zarina.phone,
      });
      expect(registered.status).toBe(200);
      const promoCode = registered.body.ambassador.promo_code as string;
      expect(promoCode).toMatch(/^ZARINA/);
      expect((await call(handler('ambassador-send-code'), db, { email: zarina.email })).status).toBe(200);
      const bodies = leadBodies();
      const visit = { utm_source: 'instagram', utm_campaign: zarina.campaign, referrer: 'l.instagram.com' };
      const own = { name: zarina.name, email: zarina.email, phone: zarina.phone, ...visit };
      const zarinaLead = await submit({
        ...bodies.plan_order,
        ...own,
        comments: `Паспорт ${zarina.passport}`,
      });
      await submit({ ...bodies.service_order, ...own, landing_path: '/services' });
      await submit({ ...bodies.landing_consultation, ...own });
      await note(zarinaLead, zarina.note);
      await submit({ ...bodies.plan_order, ...buyer, comments: 'Нужен счёт', promo_code: promoCode });

      // Shakhnoza asked for a consultation and used the calculator.
      const shakhnozaLead = await submit({
        ...bodies.consultation,
        name: shakhnoza.name,
        email: shakhnoza.email,
        phone: shakhnoza.phone,
        comments: `Паспорт ${shakhnoza.passport}`,
        utm_source: 'google',
        utm_campaign: shakhnoza.campaign,
      });
      await submit({
        ...bodies.calculator,
        name: shakhnoza.name,
        email: shakhnoza.email,
        phone: shakhnoza.phone,
      });
      await note(shakhnozaLead, shakhnoza.note);

      const markers = [zarina, shakhnoza].flatMap((person) => [
        person.name,
        person.email,
        person.stored,
        person.digits,
        person.passport,
        person.note,
        person.campaign,
      ]);
      markers.push(promoCode);
      // Before: every marker is there to be found, so the search below can fail.
      const before = where(dataDir, markers);
      expect(Object.entries(before).filter(([, files]) => files.length === 0)).toEqual([]);

      const erased = await call(handler('admin-erase'), db, { contact: zarina.email }, asManager);
      expect(erased).toMatchObject({ status: 200, body: { leads: 3, ambassadors: 1 } });
      const cli: string[] = [];
      const io = {
        write: (text: string) => cli.push(text),
        out: (text: string) => cli.push(text),
        err: (text: string) => cli.push(text),
        cwd: dataDir,
        env: {},
        openDatabase: async () => ({ ...db, close: async () => undefined }),
      };
      expect(await runAdmin(['erase', '--phone', shakhnoza.phone], io)).toBe(0);
      expect(cli).toEqual([
        '✔ Erased: 2 leads anonymised, 2 mails dropped or emptied. The erasure is logged.',
      ]);

      // The buyer's lead stays, with its ambassador, under the erased ambassador's new code.
      expect(
        await db.query(
          'select a.promo_code = m.promo_code as same, a.email from applications a join ambassadors m on m.id = a.ambassador_id',
        ),
      ).toEqual([{ same: true, email: buyer.email }]);

      await db.close();
      closed = true;
      expect(where(dataDir, markers)).toEqual(Object.fromEntries(markers.map((marker) => [marker, []])));
      // What was not erased is still there to be found, by the same search.
      expect(filesHolding(dataDir, buyer.email)).not.toEqual([]);
    } finally {
      if (!closed) await db.close();
    }
  }, 180_000);
});
