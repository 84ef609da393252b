import type { Db } from '../db/port';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { openManagerSession } from '../test/manager-session';
import { adminErase } from './admin-erase';

const env = testEnv({ ADMIN_EMAILS: 'manager@agency.uz' });

describeEachDatabase('admin-erase', (ctx) => {
  const erase = async (db: Db, contact: string) => {
    const log = memoryLogger();
    const token = await openManagerSession(ctx.db, 'manager@agency.uz');
    const res = await adminErase(
      new Request(
        'http://localhost/functions/v1/admin-erase',
        postJson({ contact }, { 'x-admin-token': token }),
      ),
      { db, env, logger: log.logger },
    );
    return { status: res.status, body: await res.json(), log };
  };

  test('answers with the erasure when purging the old row versions fails, and logs the failure as JSON', async () => {
    await ctx.db.query(
      "insert into applications (type, name, email, phone) values ('consultation', 'Нодира', 'nodira@example.uz', '+998901112233')",
    );
    const refusing: Db = {
      ...ctx.db,
      exec: (sql) => (/vacuum/.test(sql) ? Promise.reject(new Error('vacuum refused')) : ctx.db.exec(sql)),
    };
    const { status, body, log } = await erase(refusing, '90 111 22 33');
    expect({ status, body }).toEqual({ status: 200, body: { leads: 1, mails: 0, ambassadors: 0 } });
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'erasure: the old row versions could not be purged from the database files',
        err: expect.objectContaining({ message: 'vacuum refused' }),
      }),
    ]);
    expect(await ctx.db.query('select name, phone from applications')).toEqual([
      { name: 'Удалено по запросу', phone: null },
    ]);
  });

  test('purges quietly when it works', async () => {
    await ctx.db.query(
      "insert into applications (type, name, email) values ('consultation', 'Нодира', 'nodira@example.uz')",
    );
    const { status, body, log } = await erase(ctx.db, 'Nodira@example.uz');
    expect({ status, body }).toEqual({ status: 200, body: { leads: 1, mails: 0, ambassadors: 0 } });
    expect(log.entries).toEqual([]);
  });
});
