import type { Context, Hono, MiddlewareHandler } from 'hono';
import { jsonOnly } from '../gateway/function-http';
import { errorResponse, json } from '../http/responses';
import { sameSecret } from '../http/same-secret';
import { telegramTextLimit } from './lead-alert';

interface CapturedMail {
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  received_at: string;
}

/** A Telegram Bot API `sendMessage` the gateway captured instead of Telegram. */
interface CapturedMessage {
  chat_id: string;
  text: string;
  /** The message's entities as sent (the Bot API's `entities`), when it had any. */
  entities?: CapturedEntity[];
  received_at: string;
}

/** A Bot API message entity: a span of the text, in UTF-16 code units. */
interface CapturedEntity {
  type: string;
  offset: number;
  length: number;
}

export interface DevOutbox {
  add(mail: Omit<CapturedMail, 'received_at'>): void;
  /** Oldest first. */
  list(): CapturedMail[];
  addMessage(message: Omit<CapturedMessage, 'received_at'>): void;
  /** Telegram messages, oldest first. */
  messages(): CapturedMessage[];
  clear(): void;
}

// A burst of leads during a load test or a demo is listed whole; each entry is a few hundred bytes.
const keepAtMost = 10_000;

export function createDevOutbox(now: () => Date = () => new Date()): DevOutbox {
  let mails: CapturedMail[] = [];
  let messages: CapturedMessage[] = [];
  return {
    add(mail) {
      mails.push({ ...mail, received_at: now().toISOString() });
      if (mails.length > keepAtMost) {
        mails = mails.slice(-keepAtMost);
      }
    },
    list: () => [...mails],
    addMessage(message) {
      messages.push({ ...message, received_at: now().toISOString() });
      if (messages.length > keepAtMost) {
        messages = messages.slice(-keepAtMost);
      }
    },
    messages: () => [...messages],
    clear() {
      mails = [];
      messages = [];
    },
  };
}

const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Answers like EmailJS: plain-text `OK`, or 400 with a plain-text reason.
const capture = (outbox: DevOutbox, service: unknown, template: unknown, params: Record<string, unknown>) => {
  if (typeof service !== 'string' || service === '') {
    return text('The service ID is required', 400);
  }
  if (typeof template !== 'string' || template === '') {
    return text('The template ID is required', 400);
  }
  outbox.add({ service_id: service, template_id: template, template_params: params });
  return text('OK');
};

const isSpan = (value: unknown, textLength: number): value is CapturedEntity =>
  isObject(value) &&
  typeof value.type === 'string' &&
  Number.isInteger(value.offset) &&
  Number.isInteger(value.length) &&
  (value.offset as number) >= 0 &&
  (value.length as number) > 0 &&
  (value.offset as number) + (value.length as number) <= textLength;

// Telegram refuses a message whose entities are not an array of spans inside its text; so does the stand-in.
const entitiesIn = (value: unknown, textLength: number): CapturedEntity[] | null => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((entity) => isSpan(entity, textLength))) return null;
  return value.map(({ type, offset, length }: CapturedEntity) => ({ type, offset, length }));
};

const formControlFields = new Set(['lib_version', 'user_id', 'service_id', 'template_id', 'accessToken']);

/** Header that lets a reader of the dev outbox see one-time codes. */
export const devOutboxKeyHeader = 'x-dev-outbox-key';

/** What one-time codes read as in the dev outbox without the key. */
export const hiddenCode = '••••••';

export interface DevOutboxAccess {
  /** Whether the request comes from this machine (a loopback peer). */
  isLocal: (c: Context) => boolean;
  /** The key that shows one-time codes (`DEV_OUTBOX_KEY`); without one they stay hidden. */
  key: string | undefined;
  /** The only bot token `sendMessage` takes (`TELEGRAM_BOT_TOKEN`); empty refuses every one, as Telegram would. */
  botToken: string;
}

/** An authority (`host[:port]`) only this machine goes by: localhost and its subdomains, 127/8, `[::1]`. */
const isLocalName = (authority: string) => {
  let url: URL;
  try {
    url = new URL(`http://${authority}`);
  } catch {
    return false;
  }
  const { hostname } = url;
  return (
    `${url.username}${url.password}${url.search}${url.hash}` === '' &&
    url.pathname === '/' &&
    (hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '[::1]' ||
      /^127\.\d+\.\d+\.\d+$/.test(hostname))
  );
};

/**
 * The local stand-in for EmailJS's REST API and Telegram's `sendMessage`: mails are captured in memory and listed
 * at `GET /dev/outbox`, Telegram messages at `GET /dev/outbox/telegram`.
 * Mounted only in capture mode (a local start without EmailJS keys), and answering only this machine addressed by a
 * local name: a mail's `code` (ambassador sign-in) is shown only to a reader that sends the outbox key.
 */
export function mountDevOutbox(app: Hono, outbox: DevOutbox, access: DevOutboxAccess): void {
  const localOnly: MiddlewareHandler = async (c, next) => {
    if (!access.isLocal(c)) return errorResponse(404, 'not_found', 'Такого адреса нет');
    // A page whose own name is pointed at 127.0.0.1 (DNS rebinding) reaches here from this machine's browser, but
    // it names its own host. 421 Misdirected Request, not 403: this server does not answer for that name at all
    // (RFC 9110 §15.5.20), whoever asks; 403 would say the name is right and the asker lacks a right.
    const names = [new URL(c.req.url).host, c.req.header('host')];
    if (!names.every((name) => name === undefined || isLocalName(name))) {
      return errorResponse(
        421,
        'misdirected_request',
        'Этот адрес отвечает только по локальному имени: localhost, 127.0.0.1 или [::1]',
      );
    }
    await next();
  };
  const showsCodes = async (c: Context) => {
    const given = c.req.header(devOutboxKeyHeader);
    return access.key !== undefined && given !== undefined && (await sameSecret(given, access.key));
  };
  // A page on any site can post text/plain or a form here without a preflight; the dispatcher sends neither header.
  const serverSideOnly: MiddlewareHandler = async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    if (c.req.header('origin') !== undefined || site === 'cross-site' || site === 'same-site') {
      return text('Requests from web pages are not captured', 403);
    }
    await next();
  };
  app.use('/api/v1.0/email/*', localOnly, serverSideOnly);
  app.use('/dev/outbox', localOnly);
  app.use('/dev/outbox/*', localOnly);
  app.use('/:bot/sendMessage', localOnly);

  // Answers like the Telegram Bot API: `{"ok":true,…}`, or `{"ok":false,"error_code","description"}`. Takes JSON
  // only, as every function does: a page on any site can post text/plain here without a preflight.
  app.post('/:bot/sendMessage', jsonOnly(), async (c) => {
    const refuse = (description: string) =>
      c.json({ ok: false, error_code: 400, description: `Bad Request: ${description}` }, 400);
    const bot = c.req.param('bot');
    if (!bot.startsWith('bot')) return errorResponse(404, 'not_found', 'Такого адреса нет');
    if (access.botToken === '' || !(await sameSecret(bot.slice('bot'.length), access.botToken))) {
      return c.json({ ok: false, error_code: 401, description: 'Unauthorized' }, 401);
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse('the request body must be JSON');
    }
    if (!isObject(body)) return refuse('the request body must be a JSON object');
    const { chat_id: chatId, text: message } = body;
    if ((typeof chatId !== 'string' && typeof chatId !== 'number') || String(chatId) === '') {
      return refuse('chat not found');
    }
    if (typeof message !== 'string' || message.trim() === '') return refuse('message text is empty');
    if (message.length > telegramTextLimit) return refuse('message is too long');
    const entities = entitiesIn(body.entities, message.length);
    if (entities === null) return refuse("can't parse entities");
    outbox.addMessage({
      chat_id: String(chatId),
      text: message,
      ...(entities.length > 0 ? { entities } : {}),
    });
    return c.json({ ok: true, result: { message_id: outbox.messages().length, text: message } });
  });
  app.get('/dev/outbox/telegram', () => json(outbox.messages()));

  app.post('/api/v1.0/email/send', jsonOnly(), async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return text('The request body must be JSON', 400);
    }
    if (!isObject(body)) {
      return text('The request body must be a JSON object', 400);
    }
    const params = body.template_params ?? {};
    if (!isObject(params)) {
      return text('template_params must be an object', 400);
    }
    return capture(outbox, body.service_id, body.template_id, params);
  });

  app.post('/api/v1.0/email/send-form', async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return text('The request body must be multipart/form-data', 400);
    }
    const params: Record<string, unknown> = {};
    for (const [key, value] of form) {
      if (!formControlFields.has(key)) {
        params[key] =
          typeof value === 'string' ? value : { filename: value.name, size: value.size, type: value.type };
      }
    }
    return capture(outbox, form.get('service_id'), form.get('template_id'), params);
  });

  app.get('/dev/outbox', async (c) => {
    const mails = outbox.list();
    if (await showsCodes(c)) return json(mails);
    return json(
      mails.map((mail) =>
        'code' in mail.template_params
          ? { ...mail, template_params: { ...mail.template_params, code: hiddenCode } }
          : mail,
      ),
    );
  });
  app.delete('/dev/outbox', (c) => {
    outbox.clear();
    return c.body(null, 204);
  });
}
