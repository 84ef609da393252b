import type { AdminLeadFilter } from 'shared-data/core';
import type { Db } from '../db/port';
import { describeEachDatabase } from '../test/databases';
import { insertManyLeads } from '../test/many-leads';
import { countLeads, selectLeads } from './lead-query';

jest.setTimeout(60_000);

const insertLead = async (db: Db, name: string, email: string | null, phone: string | null) => {
  await db.query(
    `insert into applications (type, name, email, phone, status) values ('consultation', $1, $2, $3, 'new')`,
    [name, email, phone],
  );
};

const found = async (db: Db, q: string) =>
  (await selectLeads(db, { q })).map((lead) => lead.name).sort((a, b) => a.localeCompare(b, 'ru'));

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan nodes of every statement `search` runs, as PostgreSQL plans them with the statement's own parameters. */
async function plannedNodes(db: Db, search: (explaining: Db) => Promise<unknown>): Promise<PlanNode[]> {
  const plans: PlanNode[] = [];
  const explain = async <T>(sql: string, params?: unknown[]) => {
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      `explain (format json) ${sql}`,
      params,
    );
    const plan = row?.['QUERY PLAN'];
    // postgres.js parses the json column; PGlite too, but an adapter might hand the text over.
    const [top] = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : (plan ?? []);
    if (top) plans.push(top.Plan);
    return [] as T[];
  };
  await search({ ...db, query: explain });
  return plans.flatMap(nodesOf);
}

const trigramIndexes = {
  name: 'applications_name_trgm_idx',
  email: 'applications_email_trgm_idx',
  phone: 'applications_phone_digits_trgm_idx',
} as const;

describeEachDatabase('the inbox search', (ctx) => {
  test('finds a lead by a part of its name or e-mail in any case, or by its phone digits however typed', async () => {
    await insertLead(ctx.db, 'Дилноза Юсупова', 'dilnoza@mail.uz', '+998901112233');
    await insertLead(ctx.db, 'Бахром Каримов', 'BAHROM.K@gmail.com', '+998935556677');
    await insertLead(ctx.db, 'Севара 100%_', null, null);
    await insertLead(ctx.db, 'Азиз', 'aziz@example.uz', null);

    expect(await found(ctx.db, 'юсуп')).toEqual(['Дилноза Юсупова']);
    expect(await found(ctx.db, 'ДИЛНОЗА ЮСУПОВА')).toEqual(['Дилноза Юсупова']);
    expect(await found(ctx.db, 'каримов')).toEqual(['Бахром Каримов']);
    expect(await found(ctx.db, 'bahrom.k@')).toEqual(['Бахром Каримов']);
    expect(await found(ctx.db, 'Example.UZ')).toEqual(['Азиз']);
    expect(await found(ctx.db, '90 111 22 33')).toEqual(['Дилноза Юсупова']);
    expect(await found(ctx.db, '+998 (93) 555-66-77')).toEqual(['Бахром Каримов']);
    expect(await found(ctx.db, '5556')).toEqual(['Бахром Каримов']);
    // Wildcards typed are letters to find, and two letters (fewer than a trigram) still find.
    expect(await found(ctx.db, '%_')).toEqual(['Севара 100%_']);
    expect(await found(ctx.db, 'аз')).toEqual(['Азиз']);
    expect(await found(ctx.db, 'нет такого')).toEqual([]);
    expect(await countLeads(ctx.db, { q: 'mail' })).toBe(2);
  });

  describe(`among 20,000 leads`, () => {
    // One statement and a vacuum: a few seconds on PGlite, well under one on PostgreSQL.
    beforeEach(() => insertManyLeads(ctx.db, 20_000));

    test('finds the same leads, through the trigram indexes', async () => {
      const [expected] = await ctx.db.query<{ n: number }>(
        "select count(*)::int as n from applications where name = 'Дилноза Юсупова'",
      );
      expect(expected?.n).toBeGreaterThan(50);
      expect(await countLeads(ctx.db, { q: 'дилноза юсупова' })).toBe(expected?.n);
      const [one] = await ctx.db.query<{ email: string; phone: string }>(
        "select email, phone from applications where email like 'dilnoza.yusupov%' and phone is not null limit 1",
      );
      if (!one) throw new Error('no seeded lead to look for');
      const byEmail = await selectLeads(ctx.db, { q: one.email.toUpperCase() });
      expect(byEmail.map((lead) => lead.email)).toContain(one.email);
      const digits = one.phone.slice(-9);
      const typed = `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
      expect((await selectLeads(ctx.db, { q: typed })).map((lead) => lead.phone)).toContain(one.phone);

      const filters: [AdminLeadFilter, string[]][] = [
        [{ q: 'дилноза юсупова' }, [trigramIndexes.name, trigramIndexes.email]],
        [{ q: 'dilnoza.yusupov42' }, [trigramIndexes.name, trigramIndexes.email]],
        [{ q: typed }, [trigramIndexes.name, trigramIndexes.email, trigramIndexes.phone]],
        [{ q: 'юсуп', status: 'new' }, [trigramIndexes.name, trigramIndexes.email]],
      ];
      for (const [filter, indexes] of filters) {
        const nodes = await plannedNodes(ctx.db, (explaining) => countLeads(explaining, filter));
        expect({ filter, seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').length }).toEqual(
          {
            filter,
            seqScans: 0,
          },
        );
        const used = nodes
          .filter((node) => node['Node Type'] === 'Bitmap Index Scan')
          .map((node) => node['Index Name']);
        expect({ filter, used: [...new Set(used)].sort() }).toEqual({ filter, used: [...indexes].sort() });
      }
    });
  });
});
