import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  fieldLimits,
  type LeadType,
  leadSourceKeys,
  leadTypes,
  type NativeFormState,
  nativeFormFields,
  nativeFormLimits,
  nativeFormMarkers,
  nativeFormNotices,
  nativeFormNoticesIn,
  privacyPolicy,
  sharedDataTexts,
} from 'shared-data/core';
import { createLogger, readServerEnv } from 'shared-data/server';
import { writeShellBuild } from '../document/test-shell-build';
import { createShellServer } from '../shell-server';
import { shellServerTexts } from '../texts/texts';
import { encode, encodeEntries, type Fields, hidden, jsonBody, pageDataOf, validValues } from './test-forms';
import { freePort, requestFrom, startTestSite, type TestSite } from './test-site';

jest.setTimeout(120_000);

const perMinute = 30;
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ perMinute });
}, 180_000);

afterAll(() => site?.stop());

/** A post of name–value pairs, urlencoded. */
const postEntries = (from: string, entries: [string, string][]) =>
  requestFrom(from, site.shellPort, '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: new URLSearchParams(entries).toString(),
  });

/** A post of name–value pairs as multipart/form-data. */
const postMultipart = async (from: string, entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const encoded = new Response(form);
  return requestFrom(from, site.shellPort, '/', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', origin: site.origin },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
};

/** A key as the shell fills it in a page it serves. */
const renderedKey = () => randomUUID();

/** A post of a form from the site's own page, as a browser sends it, from the loopback address `from`. */
const post = (from: string, path: string, fields: Fields, headers: Record<string, string> = {}) =>
  requestFrom(from, site.shellPort, path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.origin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: encode(fields),
  });

const rowsWith = (rows: Record<string, string>[], email: string) => rows.filter((row) => row.email === email);

test('each lead form posted without script is stored once, with the price a JSON submit of its values gets', async () => {
  const page = { plan_order: '/pricing', service_order: '/digital/services' } as Partial<
    Record<LeadType, string>
  >;
  for (const [index, type] of leadTypes.entries()) {
    const path = page[type] ?? '/';
    const fields = validValues(type, `native-${type}@example.uz`);
    const answer = await post(`127.0.1.${index + 1}`, `${path}?utm_source=ignored`, {
      ...fields,
      ...hidden(renderedKey()),
      form: type,
    });
    expect({ type, status: answer.status, location: answer.headers.location }).toEqual({
      type,
      status: 303,
      location: `${path}?utm_source=ignored&sent=${type}`,
    });

    const sent = await fetch(`${site.functionsOrigin}/functions/v1/submit-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(jsonBody(type, validValues(type, `json-${type}@example.uz`))),
    });
    expect({ type, status: sent.status }).toEqual({ type, status: 200 });
  }

  const rows = await site.storedLeads();
  for (const type of leadTypes) {
    const native = rowsWith(rows, `native-${type}@example.uz`);
    const json = rowsWith(rows, `json-${type}@example.uz`);
    expect(native).toHaveLength(1);
    const pick = (row?: Record<string, string>) =>
      row && {
        type: row.type,
        phone: row.phone,
        plan_name: row.plan_name,
        plan_price: row.plan_price,
        discount_amount: row.discount_amount,
        final_price: row.final_price,
        consent_version: row.consent_version,
        suspected: row.suspected,
        language: row.language,
      };
    expect(pick(native[0])).toEqual(pick(json[0]));
    expect(native[0]?.consent_version).toBe(privacyPolicy.version);
    // Posted on a Russian page, as the JSON submit sent with no language counts.
    expect(native[0]?.language).toBe('ru');
  }
  expect(rowsWith(rows, 'native-calculator@example.uz')[0]?.final_price).not.toBe('');

  const lines = site.logLines().filter((line) => line.msg === 'lead post');
  expect(lines).toEqual(
    expect.arrayContaining(
      leadTypes.map((type) => expect.objectContaining({ form: type, outcome: 'stored', status: 303 })),
    ),
  );
  expect(JSON.stringify(site.logLines())).not.toMatch(/Лола|native-|90 123/);
});

test('the same fill posted twice is one lead; the page sent again with other values is another', async () => {
  const key = renderedKey();
  const fields = { ...validValues('plan_order', 'twice@example.uz'), ...hidden(key), form: 'plan_order' };
  const [first, second] = await Promise.all([
    post('127.0.2.1', '/pricing', fields),
    post('127.0.2.1', '/pricing', fields),
  ]);
  expect([first.status, second.status]).toEqual([303, 303]);
  expect((await post('127.0.2.1', '/pricing', fields)).status).toBe(303);
  expect((await post('127.0.2.1', '/pricing', { ...fields, comments: 'Лучше утром' })).status).toBe(303);

  const stored = rowsWith(await site.storedLeads(), 'twice@example.uz');
  expect(stored.map((row) => JSON.parse(row.payload ?? '{}').comments).sort()).toEqual([
    'Лучше утром',
    'Позвоните вечером',
  ]);
});

test('a half-filled form comes back as 422 with its messages and the typed values, rendered for that answer only', async () => {
  const fields = { name: 'Лола', comments: 'Перезвоните', ...hidden(renderedKey()), form: 'consultation' };
  const before = site.renders.length;
  const answers = [await post('127.0.3.1', '/', fields), await post('127.0.3.1', '/', fields)];
  const expected: NativeFormState = {
    id: 'consultation',
    values: expect.objectContaining({ name: 'Лола', email: '', phone: '', comments: 'Перезвоните' }),
    errors: { email: 'Введите email', phone: 'Введите телефон' },
    message: 'Проверьте правильность заполнения полей',
  };
  for (const answer of answers) {
    expect(answer.status).toBe(422);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<meta name="robots" content="noindex" />');
    expect(pageDataOf(answer.body).form).toEqual(expected);
  }
  // Each answer was rendered anew: a page holding what someone typed is kept nowhere.
  expect(site.renders.slice(before).map((data) => data.form)).toEqual([expected, expected]);
  expect(site.logLines()).toContainEqual(
    expect.objectContaining({ form: 'consultation', outcome: 'invalid', status: 422 }),
  );
});

test('what the function refuses comes back on the form’s own field', async () => {
  const fields = {
    ...validValues('plan_order', 'long-promo@example.uz'),
    ...hidden(renderedKey()),
    // The kept referral code travels as `promo_code`; the function allows 40 characters.
    promo_code: 'P'.repeat(41),
    form: 'plan_order',
  };
  const answer = await post('127.0.3.2', '/pricing', { ...fields, dialog: 'order-business' });
  expect(answer.status).toBe(422);
  expect(pageDataOf(answer.body).form).toMatchObject({
    id: 'plan_order',
    values: { name: 'Лола Каримова', planName: 'BUSINESS' },
    errors: { promoCode: 'Промокод не длиннее 40 символов' },
    // The page shows the dialog the form was sent from open again.
    dialog: 'order-business',
  });
  // A dialog name of another shape is no dialog of the page.
  const odd = await post('127.0.3.2', '/pricing', { ...fields, dialog: '"><script>' });
  expect(pageDataOf(odd.body).form).not.toHaveProperty('dialog');
});

test('an ambassador registered without script lands on their promo code and link; an address in the programme is told so beside its field', async () => {
  const fields = {
    name: 'Лола Каримова',
    email: 'native-ambassador@example.uz',
    phone: '',
    ...hidden(renderedKey()),
    form: 'ambassador_registration',
  };
  const answer = await post('127.0.4.1', '/ambassador', fields);
  expect(answer.status).toBe(303);
  const landing = new URL(String(answer.headers.location ?? ''), site.origin);
  expect(landing.pathname).toBe('/ambassador');
  expect(landing.searchParams.get('sent')).toBe('ambassador_registration');
  // The dashboard's session goes with it, for the early script to keep: the ambassador's pages only, briefly.
  const cookie = String(answer.headers['set-cookie'] ?? '');
  expect(cookie).toMatch(/^ambassador_token=[\w.~+/=%-]+; Max-Age=120; Path=\/ambassador; SameSite=Strict$/);

  const page = await requestFrom('127.0.4.1', site.shellPort, `${landing.pathname}${landing.search}`);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  const note = /<div role="status"[^>]*>(.*?)<\/div>/s.exec(page.body)?.[1] ?? '';
  const promoCode = /Ваш промокод: ([A-Z0-9-]+)\./.exec(note)?.[1];
  expect(promoCode).toMatch(/^LOLA/);
  const referralId = landing.searchParams.get('welcome')?.split('.')[0] ?? '';
  expect(note).toContain(`/referral/${referralId}?code=${promoCode}`);

  // Another ambassador's id in the address, without this server's signature, names nobody.
  const forged = new URLSearchParams(landing.search);
  forged.set(
    'welcome',
    `${referralId.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'))}.${forged.get('welcome')?.split('.')[1]}`,
  );
  const edited = await requestFrom('127.0.4.1', site.shellPort, `/ambassador?${forged}`);
  expect(edited.body).toContain('role="status"');
  expect(edited.body).not.toContain('Ваш промокод:');

  const again = await post('127.0.4.1', '/ambassador', { ...fields, ...hidden(renderedKey()) });
  expect(again.status).toBe(422);
  expect(pageDataOf(again.body).form).toMatchObject({
    id: 'ambassador_registration',
    values: { name: 'Лола Каримова', email: 'native-ambassador@example.uz' },
    errors: { email: expect.stringMatching(/уже участвует в программе/) },
  });
});

test('a post from another site is refused with 403 and nothing is stored', async () => {
  const fields = {
    ...validValues('plan_order', 'cross-site@example.uz'),
    ...hidden(renderedKey()),
    form: 'plan_order',
  };
  const refusals = [
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    { origin: site.origin, 'sec-fetch-site': 'cross-site' },
    { origin: site.origin, 'sec-fetch-site': 'same-site' },
    { origin: 'null', 'sec-fetch-site': 'same-origin' },
  ];
  for (const headers of refusals) {
    const answer = await post('127.0.4.1', '/pricing', fields, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Заявка не принята');
    expect(answer.body).toContain('<html lang="ru">');
  }
  expect(rowsWith(await site.storedLeads(), 'cross-site@example.uz')).toEqual([]);
});

test('over its share of posts a client is told to wait with a 429 page; its next post is not lost silently', async () => {
  const fields = { name: 'Лола', ...hidden(renderedKey()), form: 'consultation' };
  for (let i = 0; i < perMinute; i += 1) expect((await post('127.0.5.1', '/', fields)).status).toBe(422);
  const refused = await post('127.0.5.1', '/', {
    ...validValues('consultation', 'over@example.uz'),
    form: 'consultation',
  });
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBe('60');
  expect(refused.body).toContain('Слишком много отправок');
  expect(refused.body).toContain('вернитесь назад');
  // Another client is not held back by it.
  expect((await post('127.0.5.2', '/', fields)).status).toBe(422);
});

test('the function counts the visitor, not the shell: past the visitor’s own limit the post gets a 429 page', async () => {
  for (let i = 0; i < perMinute; i += 1) {
    const own = await requestFrom(
      '127.0.6.1',
      Number(new URL(site.functionsOrigin).port),
      '/functions/v1/submit-application',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(own.status).toBe(400);
  }
  const fields = { ...validValues('landing_consultation', 'limited@example.uz'), ...hidden(renderedKey()) };
  const answer = await post('127.0.6.1', '/', { ...fields, form: 'landing_consultation' });
  expect(answer.status).toBe(429);
  expect(answer.body).toContain('Слишком много отправок');
  // Another visitor through the same shell is not.
  expect((await post('127.0.6.2', '/', { ...fields, form: 'landing_consultation' })).status).toBe(303);
});

test('with the functions down the visitor gets 503 and the form back as typed, never a 500', async () => {
  const closedPort = await freePort();
  const shellDir = mkdtempSync(join(tmpdir(), 'shell-'));
  writeShellBuild(shellDir);
  const app = createShellServer(
    readServerEnv({ ...site.env, SUPABASE_URL: `http://127.0.0.1:${closedPort}` }),
    shellDir,
    { logger: createLogger('shell', { write: () => undefined }), renderers: site.renderers },
  );
  const fields = {
    ...validValues('service_order', 'down@example.uz'),
    ...hidden(renderedKey()),
    form: 'service_order',
  };
  const answer = await app.request('/digital/services', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: encode(fields),
  });
  expect(answer.status).toBe(503);
  const form = pageDataOf(await answer.text()).form;
  expect(form).toEqual({
    id: 'service_order',
    values: {
      name: 'Лола Каримова',
      email: 'down@example.uz',
      phone: '+998 90 123 45 67',
      company: 'Кафе «Лола»',
      message: 'Нужно приложение доставки',
      service: 'Мобильные приложения',
    },
    errors: {},
    message: shellServerTexts.ru.unavailable,
  });
  expect(shellServerTexts.ru.unavailable).toMatch(/^Не удалось отправить.*попробуйте ещё раз/);
});

test('a body over 64 KiB is refused with 413 and the connection closed; a post that is no form with 415 or 400', async () => {
  const big = await post('127.0.7.1', '/', { form: 'consultation', comments: 'я'.repeat(40_000) });
  expect(big.status).toBe(413);
  expect(big.headers.connection).toBe('close');
  expect(big.body).toContain('Слишком большая форма');
  const json = await post('127.0.7.1', '/', {}, { 'content-type': 'application/json' });
  expect(json.status).toBe(415);
  const unknown = await post('127.0.7.1', '/', { form: 'newsletter', email: 'a@example.uz' });
  expect(unknown.status).toBe(400);
  expect(unknown.body).toContain('Форма не распознана');
  const fields = { ...validValues('calculator', 'multipart@example.uz'), form: 'calculator' };
  const answer = await postMultipart('127.0.7.1', encodeEntries(fields));
  expect(answer.status).toBe(303);
});

test('a page thanks the visitor once their form was sent, for them alone and not for search engines', async () => {
  for (const type of leadTypes) {
    const page = await requestFrom('127.0.8.1', site.shellPort, `/pricing?sent=${type}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    const notice = /<div role="status"[^>]*>(.*?)<\/div>/.exec(page.body)?.[1] ?? '';
    expect(notice).toContain(nativeFormNotices[type].success.title);
    expect(notice).toContain(nativeFormNotices[type].success.description);
  }
  const other = await requestFrom('127.0.8.1', site.shellPort, '/pricing?sent=newsletter');
  expect(other.body).not.toContain('role="status"');
  expect(other.headers['cache-control']).toBe('no-cache');
});

test('every page served carries fresh keys and the serving time in its forms’ hidden fields', async () => {
  const fieldValue = (html: string, name: string) =>
    new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"/>`).exec(html)?.[1];
  const before = Date.now();
  const [first, second] = [
    await requestFrom('127.0.9.1', site.shellPort, '/pricing'),
    await requestFrom('127.0.9.1', site.shellPort, '/pricing'),
  ];
  const keysServed = [first, second].map((page) => fieldValue(page.body, nativeFormFields.idempotencyKey));
  expect(keysServed[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keysServed[1]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keysServed[0]).not.toBe(keysServed[1]);
  const startedAt = Number(fieldValue(second.body, nativeFormFields.startedAt));
  expect(startedAt).toBeGreaterThanOrEqual(before);
  expect(startedAt).toBeLessThanOrEqual(Date.now());
  expect(second.body).not.toContain(nativeFormMarkers.idempotencyKey);
});

test('the markers are the empty hidden fields exactly as React renders them on the server', () => {
  for (const [key, name] of [
    ['idempotencyKey', nativeFormFields.idempotencyKey],
    ['startedAt', nativeFormFields.startedAt],
  ] as const) {
    expect(renderToString(createElement('input', { type: 'hidden', name, value: '' }))).toBe(
      nativeFormMarkers[key],
    );
  }
});

describe('whatever is posted', () => {
  const { fieldChars } = nativeFormLimits;
  // Every length the code cuts or refuses at, either side.
  const lengths = [...new Set([...Object.values(fieldLimits), fieldChars, 2 * fieldChars])].flatMap((limit) =>
    [limit - 1, limit, limit + 1].filter((length) => length >= 0),
  );
  const pieces = [
    'a',
    'я',
    '中',
    'ع',
    '👍🏽',
    '👨‍👩‍👧',
    'e\u0301',
    '\n',
    '\r\n',
    '\u0000',
    '\u001b[31m',
    '\u202e',
    '\u2028',
    '\ufeff',
  ];
  const text = fc
    .record({
      piece: fc.oneof(fc.constantFrom(...pieces), fc.string({ unit: 'binary', minLength: 1, maxLength: 4 })),
      length: fc.oneof(fc.constantFrom(0, ...lengths), fc.nat({ max: 300 })),
    })
    // Cut by UTF-16 unit on purpose: a post may end inside a surrogate pair.
    .map(({ piece, length }) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));
  const names = [
    ...new Set([
      ...leadTypes.flatMap((type) => Object.keys(validValues(type, 'x@example.uz'))),
      ...Object.values(nativeFormFields),
      ...leadSourceKeys,
      'selection.content-plan',
      'selection.online-store',
      'selectedServices',
    ]),
  ];
  const post = fc.record({
    type: fc.constantFrom(...leadTypes),
    form: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: text }),
    changes: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), text), text), { maxLength: 8 }),
    multipart: fc.boolean(),
  });

  test('is answered without a 500: stored, refused with messages, too large, or the form kept for another try', async () => {
    let client = 0;
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(post, async ({ type, form, changes, multipart }) => {
        client += 1;
        const entries: [string, string][] = [
          ...encodeEntries(validValues(type, `any-${client}@example.uz`)),
          [nativeFormFields.form, form ?? type],
        ];
        // A change replaces the first value of its name, or comes as a field of its own.
        for (const [name, value] of changes) {
          const at = entries.findIndex(([known]) => known === name);
          if (at >= 0) entries[at] = [name, value];
          else entries.push([name, value]);
        }
        const from = `127.1.${Math.floor(client / 250)}.${(client % 250) + 1}`;
        const answer = multipart ? await postMultipart(from, entries) : await postEntries(from, entries);
        statuses.add(answer.status);
        expect([303, 400, 413, 422, 503]).toContain(answer.status);
        if (answer.status === 422 || answer.status === 503)
          expect(pageDataOf(answer.body).form).toBeDefined();
      }),
      { numRuns: 120 },
    );
    expect(site.logLines()).not.toContainEqual(expect.objectContaining({ outcome: 'failed' }));
    expect([...statuses]).toEqual(expect.arrayContaining([303, 422]));
  });
});

describe('a form posted on an Uzbek page (`/uz/...`) is answered in Uzbek', () => {
  const cyrillic = /[\u0400-\u04ff]/;

  test('refused: the messages of its fields and of the form are Uzbek, on an Uzbek page', async () => {
    const uz = await sharedDataTexts.load('uz');
    const fields = {
      name: 'Lola',
      comments: 'Qo‘ng‘iroq qiling',
      ...hidden(renderedKey()),
      form: 'consultation',
    };
    const answer = await post('127.0.8.1', '/uz', fields);
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('<html lang="uz">');
    const form = pageDataOf(answer.body).form;
    expect(form?.message).toBe(uz.lead.invalid);
    expect(Object.keys(form?.errors ?? {}).sort()).toEqual(['email', 'phone']);
    for (const message of Object.values(form?.errors ?? {})) expect(message).not.toMatch(cyrillic);
  });

  test('stored: the lead keeps its language, and the page that thanks is the Uzbek one, in Uzbek', async () => {
    const fields = { ...validValues('plan_order', 'native-uz@example.uz'), ...hidden(renderedKey()) };
    const answer = await post('127.0.8.2', '/uz/pricing', { ...fields, form: 'plan_order' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/uz/pricing?sent=plan_order');
    expect(rowsWith(await site.storedLeads(), 'native-uz@example.uz').map((row) => row.language)).toEqual([
      'uz',
    ]);

    const thanks = await requestFrom('127.0.8.2', site.shellPort, '/uz/pricing?sent=plan_order');
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain('<html lang="uz">');
    const notice = nativeFormNoticesIn((await sharedDataTexts.load('uz')).notices).plan_order.success;
    expect(thanks.body).toContain(notice.title);
    expect(notice.title).not.toBe(nativeFormNotices.plan_order.success.title);
  });

  test('refused before it is read: the short page is Uzbek and leads back to the Uzbek form', async () => {
    const fields = { ...validValues('plan_order', 'cross-uz@example.uz'), ...hidden(renderedKey()) };
    const cross = await post(
      '127.0.8.3',
      '/uz/pricing',
      { ...fields, form: 'plan_order' },
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(cross.status).toBe(403);
    expect(cross.body).toContain('<html lang="uz">');
    expect(cross.body).toContain(
      `<h1 id="shell-page-title">${shellServerTexts.uz.postPages.crossSite.title}</h1>`,
    );
    expect(cross.body).toContain(`<a href="/uz/pricing">${shellServerTexts.uz.postPages.backToForm}</a>`);
    const main = /<main>(.*?)<\/main>/s.exec(cross.body)?.[1] ?? '';
    expect(main).not.toMatch(cyrillic);
  });

  test('a new ambassador lands on the Uzbek page, with the session for it and their Uzbek referral link', async () => {
    const fields = {
      name: 'Lola Karimova',
      email: 'native-ambassador-uz@example.uz',
      phone: '',
      ...hidden(renderedKey()),
      form: 'ambassador_registration',
    };
    const answer = await post('127.0.8.4', '/uz/ambassador', fields);
    expect(answer.status).toBe(303);
    const landing = new URL(String(answer.headers.location ?? ''), site.origin);
    expect(landing.pathname).toBe('/uz/ambassador');
    expect(String(answer.headers['set-cookie'] ?? '')).toMatch(/; Path=\/uz\/ambassador; SameSite=Strict$/);

    const page = await requestFrom('127.0.8.4', site.shellPort, `${landing.pathname}${landing.search}`);
    expect(page.body).toContain('<html lang="uz">');
    const note = /<div role="status"[^>]*>(.*?)<\/div>/s.exec(page.body)?.[1] ?? '';
    const referralId = landing.searchParams.get('welcome')?.split('.')[0] ?? '';
    expect(note).toMatch(new RegExp(`/uz/referral/${referralId}\\?code=LOLA`));
    expect(note).not.toMatch(cyrillic);
  });
});
