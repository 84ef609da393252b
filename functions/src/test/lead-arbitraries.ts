import fc from 'fast-check';
import { checkFormGuard, type LeadType, leadSchemas, priceLead, validateLead } from 'shared-data/core';
import { fieldLimits } from 'shared-data/forms';
import { describeLead } from '../leads/lead-details';
import { leadAlert, telegramTextLimit } from '../mail/lead-alert';
import { contacts, leadBodies } from './lead-bodies';
import { peopleText, plainPieces, textAtLimit, textOfLength } from './people-text';

/** A generated `submit-application` call and what the gateway must answer it. */
export interface LeadCall {
  kind: LeadType;
  body: Record<string, unknown>;
  /** When the form was opened: not said, 0.5 s before sending (flagged as too fast), or 30 s before. */
  opened: 'unsaid' | 'fast' | 'slow';
  /** The fields a 400 must name; none means a 200. */
  refused: string[];
}

interface TextField {
  key: string;
  max: number;
  required: boolean;
}

interface FieldDescription {
  type: string;
  tests: { name?: string; params?: { max?: number } }[];
}

/** The free-text fields of a lead kind with their limits, read from its schema (formats such as e-mail excluded). */
function textFields(kind: LeadType): TextField[] {
  const { fields } = leadSchemas[kind].describe() as unknown as { fields: Record<string, FieldDescription> };
  return Object.entries(fields).flatMap(([key, field]) => {
    const names = field.tests.map((test) => test.name);
    const max = field.tests.find((test) => test.name === 'max')?.params?.max;
    if (
      field.type !== 'string' ||
      max === undefined ||
      names.includes('matches') ||
      names.includes('phone') ||
      names.includes('email')
    ) {
      return [];
    }
    return [{ key, max, required: names.includes('required') }];
  });
}

const kinds = Object.keys(leadSchemas) as LeadType[];
const fieldsOf = Object.fromEntries(kinds.map((kind) => [kind, textFields(kind)])) as Record<
  LeadType,
  TextField[]
>;
const { email: emailLimit, phone: phoneLimit } = fieldLimits;

const refusesText = (field: TextField, value: string) =>
  value.trim().length > field.max || (field.required && value.trim() === '');

/** What people put in a text field: texts at its limit (bare or wrapped in spaces), or anything they type. */
const fieldText = (field: TextField) =>
  fc.oneof(
    { weight: 3, arbitrary: textAtLimit(field.max) },
    { weight: 1, arbitrary: textAtLimit(field.max).map((text) => `\n ${text}\t\r\n`) },
    { weight: 2, arbitrary: peopleText(Math.min(field.max, 60)) },
  );

/** An ASCII address of exactly `length` characters, valid in form. */
const asciiEmail = (length: number) => {
  const local = 'alisher.karimov';
  let domain = 'uz';
  while (local.length + 1 + domain.length < length) {
    const room = length - local.length - 1 - domain.length - 1;
    domain = `${'x'.repeat(Math.max(1, Math.min(60, room)))}.${domain}`;
  }
  return `${local}@${domain}`.slice(0, length);
};

const email = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ value: contacts.email, valid: true }) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: emailLimit - 1, max: emailLimit + 1 })
      .map((length) => ({ value: asciiEmail(length), valid: length <= emailLimit })),
  },
  { weight: 1, arbitrary: fc.constant({ value: `\n ${contacts.email}\t`, valid: true }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('лола@пример.уз', 'lola@@example.uz', 'lola@example.uz 😀', 'lola\n@example.uz')
      .map((value) => ({ value, valid: false })),
  },
);

const phoneSeparators = [
  ' ',
  '-',
  '(',
  ')',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u2009',
  '\u3000',
  '\u2028',
  '\ufeff',
];

/**
 * `+998` and nine digits with separators between them to exactly `length` characters: valid at any length, as
 * the schema rewrites an accepted spelling to `+998901234567` before it checks the limit.
 */
const phoneOfLength = (length: number) =>
  fc
    .array(fc.tuple(fc.nat({ max: 8 }), fc.constantFrom(...phoneSeparators)), {
      minLength: length - 13,
      maxLength: length - 13,
    })
    .map((separators) => {
      const gaps = Array.from({ length: 9 }, () => '');
      for (const [gap, separator] of separators) gaps[gap] += separator;
      return `+998${[...'901234567'].map((digit, index) => `${gaps[index]}${digit}`).join('')}`;
    });

const phone = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ value: contacts.phone, valid: true }) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: phoneLimit - 1, max: phoneLimit + 1 })
      .chain((length) => phoneOfLength(length).map((value) => ({ value, valid: true }))),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('90 123 45 67', '8 90 123 45 67', '998901234567', '+998 (90) 123-45-67', '71 200 45 45')
      .map((value) => ({ value, valid: true })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '+998 90 123 45 6😀',
        '+998 00 123 45 67',
        'телефон',
        '90 123 45 6',
        '+998901234567 доб. 5',
      )
      .map((value) => ({ value, valid: false })),
  },
);

const opened = fc.constantFrom<LeadCall['opened']>('unsaid', 'fast', 'slow');

/**
 * Where the visit came from, as browsers and crafted requests send it: nothing, real tags, or what the server must
 * drop without refusing the lead (tags past their limit, controls, a `javascript:` referrer, a path of another site).
 */
const source = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        utm_source: fc.oneof(fc.constantFrom('telegram', 'instagram', 'google'), peopleText(60)),
        utm_medium: fc.constantFrom('cpc', 'post', 'Сторис 😀'),
        utm_campaign: fc.integer({ min: 149, max: 151 }).chain((length) => textOfLength(length, length)),
        utm_term: fc.constantFrom('smm\nташкент', 'x'.repeat(2048), '\u0000\u200b'),
        referrer: fc.constantFrom('t.me', 'javascript:alert(1)', 'https://evil.example/x', 'INSTAGRAM.COM'),
        landing_path: fc.constantFrom('/pricing', '//evil.example', '/a\nb', `/${'p'.repeat(300)}`),
      },
      { requiredKeys: [] },
    ),
  },
);

/** A valid lead of any kind with some of its texts, its e-mail and its phone replaced by what people send. */
const anyLead: fc.Arbitrary<LeadCall> = fc.constantFrom(...kinds).chain((kind) =>
  fc
    .record({
      texts: fc.record(
        Object.fromEntries(
          fieldsOf[kind].map((field) => [
            field.key,
            fc.oneof(
              { weight: 3, arbitrary: fc.constant(undefined) },
              { weight: 2, arbitrary: fieldText(field) },
            ),
          ]),
        ),
      ),
      email,
      phone,
      opened,
      source,
    })
    .map(({ texts, email, phone, opened, source }) => {
      const body: Record<string, unknown> = {
        ...leadBodies()[kind],
        ...source,
        email: email.value,
        phone: phone.value,
      };
      const refused = [...(email.valid ? [] : ['email']), ...(phone.valid ? [] : ['phone'])];
      for (const field of fieldsOf[kind]) {
        const value = texts[field.key];
        if (typeof value !== 'string') continue;
        body[field.key] = value;
        if (refusesText(field, value)) refused.push(field.key);
      }
      // A NUL cannot be stored anywhere, so the body reader refuses it before anything else is checked; the browser
      // never sends one (it cleans the source it keeps), and the rest the server cannot use is dropped.
      const unstorable = Object.entries(source as Record<string, string>)
        .filter(([, value]) => value.includes('\u0000'))
        .map(([key]) => key);
      return { kind, body, opened, refused: unstorable.length > 0 ? unstorable : refused.sort() };
    }),
);

const alertKinds = kinds.filter((kind) => fieldsOf[kind].filter((field) => field.max >= 2000).length >= 2);
const marker = 'ZQXJ';

/**
 * A valid lead whose Telegram alert is cut (or just not) inside the visitor's last long text: the alert up to that
 * text's end, or the whole alert, is `telegramTextLimit - 1` to `+ 1` units long, and a cluster of that text
 * lies across the unit where a cut would fall (the alert is measured with the handler's own functions).
 */
const leadAtAlertLimit: fc.Arbitrary<LeadCall> = fc.constantFrom(...alertKinds).chain((kind) => {
  const [first, last] = fieldsOf[kind].filter((field) => field.max >= 2000) as [TextField, TextField];
  return fc
    .record({
      name: fc.oneof(
        textOfLength(1, 1),
        textAtLimit(100).filter((name) => name.length <= 100),
      ),
      first: fc
        .integer({ min: first.max - 10, max: first.max })
        .chain((length) => textOfLength(length, first.max)),
      website: fc.option(textOfLength(12, 6), { nil: '' }),
      measured: fc.constantFrom('text', 'alert'),
      over: fc.integer({ min: -1, max: 1 }),
    })
    .chain(({ name, first: firstText, website, measured, over }) => {
      const body: Record<string, unknown> = { ...leadBodies()[kind], name, website, [first.key]: firstText };
      const date = Object.keys(body).find((key) => /^consultation_?[dD]ate$/.test(key));
      if (date) body[date] = '';
      const alert = alertWith({ ...body, [last.key]: marker });
      const start = alert.indexOf(marker);
      const end = telegramTextLimit + over - (measured === 'text' ? start : alert.length - marker.length);
      const length = Math.max(2, Math.min(last.max, end));
      return textOfLength(length, telegramTextLimit - 1 - start, plainPieces).map((text) => ({
        kind,
        body: { ...body, [last.key]: text },
        opened: 'unsaid' as const,
        refused: [],
      }));
    });
});

/** The Telegram alert of a valid body, as `submit-application` makes it. */
function alertWith(body: Record<string, unknown>): string {
  const measured = validateLead(body);
  if (!measured.ok) throw new Error(`a generated lead is invalid: ${JSON.stringify(measured.fields)}`);
  const guard = checkFormGuard(body);
  const suspicion = guard.suspected ? guard.detail : null;
  const details = describeLead(measured.lead, priceLead(measured.lead, { promoApplied: false }), {
    receivedAt: Date.now(),
    suspicion,
  });
  return leadAlert(details).text;
}

/** Leads as people send them: every kind, texts at every limit the schemas and the Telegram alert cut at. */
export const generatedLead = fc.oneof(
  { weight: 3, arbitrary: anyLead },
  { weight: 1, arbitrary: leadAtAlertLimit },
);
