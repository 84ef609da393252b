import type { Db } from '../db/port';

// Made-up people: first names with their Latin spelling and whether the surname takes the feminine «-а».
const firstNames = [
  ['Азиз', 'aziz', false],
  ['Бахром', 'bahrom', false],
  ['Дилноза', 'dilnoza', true],
  ['Лола', 'lola', true],
  ['Шахзод', 'shahzod', false],
  ['Малика', 'malika', true],
  ['Бекзод', 'bekzod', false],
  ['Нодира', 'nodira', true],
  ['Жасур', 'jasur', false],
  ['Севара', 'sevara', true],
  ['Улугбек', 'ulugbek', false],
  ['Гулнора', 'gulnora', true],
  ['Тимур', 'timur', false],
  ['Камола', 'kamola', true],
  ['Рустам', 'rustam', false],
  ['Зарина', 'zarina', true],
  ['Фаррух', 'farruh', false],
  ['Мадина', 'madina', true],
  ['Отабек', 'otabek', false],
  ['Нигора', 'nigora', true],
] as const;

const surnames = [
  ['Каримов', 'karimov'],
  ['Юсупов', 'yusupov'],
  ['Рахимов', 'rahimov'],
  ['Азимов', 'azimov'],
  ['Назаров', 'nazarov'],
  ['Турсунов', 'tursunov'],
  ['Исмоилов', 'ismoilov'],
  ['Хасанов', 'hasanov'],
  ['Алиев', 'aliev'],
  ['Султанов', 'sultanov'],
  ['Мирзаев', 'mirzaev'],
  ['Усманов', 'usmanov'],
  ['Эргашев', 'ergashev'],
  ['Абдуллаев', 'abdullaev'],
  ['Холматов', 'holmatov'],
] as const;

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

// $1 how many. Lead i: first name i mod 20, surname (i / 20) mod 15, an e-mail for nine in ten, a phone of a Uzbek
// operator for nineteen in twenty, every type and status, one lead every three minutes back from now.
const insertLeads = `with person as (
    select i,
      1 + i % ${firstNames.length} as f,
      1 + (i / ${firstNames.length}) % ${surnames.length} as s
    from generate_series(1, $1::int) as i
  )
  insert into applications (type, status, name, email, phone, created_at, payload)
  select
    (array['plan_order', 'consultation', 'custom_plan', 'calculator', 'digital_constructor', 'service_order',
      'landing_consultation'])[1 + i % 7],
    (array['new', 'in_progress', 'won', 'lost'])[1 + (i / 7) % 4],
    (${textArray(firstNames.map(([name]) => name))})[f] || ' ' || (${textArray(surnames.map(([name]) => name))})[s]
      || (${textArray(firstNames.map(([, , feminine]) => (feminine ? 'а' : '')))})[f],
    case when i % 10 <> 0 then (${textArray(firstNames.map(([, latin]) => latin))})[f] || '.'
      || (${textArray(surnames.map(([, latin]) => latin))})[s] || i
      || (array['@mail.uz', '@gmail.com', '@example.uz'])[1 + i % 3] end,
    case when i % 20 <> 0 then '+998' || (array['90', '91', '93', '94', '95', '97', '99', '33', '88'])[1 + i % 9]
      || lpad(((i::bigint * 2654435761) % 10000000)::text, 7, '0') end,
    now() - make_interval(mins => 3 * i),
    '{}'::jsonb
  from person`;

/**
 * Adds `count` leads of made-up people (Uzbek first names and surnames, e-mails, phones) in one statement, then
 * leaves the table as autovacuum would after so many inserts: the GIN indexes' pending entries merged, the planner's
 * statistics fresh. Of every 300 leads, one is «Дилноза Юсупова».
 */
export async function insertManyLeads(db: Db, count: number): Promise<void> {
  await db.query(insertLeads, [count]);
  await db.exec('vacuum analyze applications');
}
