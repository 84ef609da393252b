import type { Context, Hono, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { rateLimiter } from 'hono-rate-limiter';
import {
  ambassadorRegistrationForm,
  dialogFromFormData,
  envelopeFromFormData,
  formFieldOf,
  isNativeFormId,
  type Language,
  type LeadType,
  languageOfPath,
  type NativeFormId,
  type NativeFormState,
  type NativeFormValues,
  nativeFormFields,
  nativeFormSentParam,
  type PostedEntry,
  pathIn,
  paths,
  type RouteEntry,
  type RuntimeConfig,
  readBodyWithin,
  sharedDataTexts,
  valuesFromFormData,
  visitorState,
} from 'shared-data/core';
import type { Logger } from 'shared-data/server';
import { shellServerTexts } from '../texts/texts';
import { formErrors, idempotencyKeyFor, leadBodyOf } from './native-leads';
import { type PostPage, postPages } from './post-pages';
import { isSameSitePost } from './same-site';
import { createSubmitCall, type SubmitOutcome } from './submit-call';
import { referralIdOfLink, type WelcomeNotes, welcomeParam } from './welcome';

/** The language of the page a form was posted to: its path's (`/uz/pricing` is Uzbek). */
const postLanguage = (c: Context): Language => languageOfPath(new URL(c.req.url).pathname);

/** What the visitor reads above a form the function could not be reached for: the values they typed are kept. */
const unavailableMessage = (c: Context) => shellServerTexts[postLanguage(c)].unavailable;

/** What the visitor reads above a form whose values were refused, in the post's language. */
const invalidMessage = async (c: Context) => (await sharedDataTexts.load(postLanguage(c))).lead.invalid;

export interface LeadPostsOptions {
  config: Pick<RuntimeConfig, 'siteUrl' | 'functionsUrl' | 'anonKey' | 'agencyPhone' | 'contactEmail'>;
  /** `FUNCTIONS_SERVER_KEY`: the leads are then counted as their visitors' at the functions. */
  serverKey: string | undefined;
  /** Who posts, as the functions count clients. */
  client: (c: Context) => string;
  /** Posts one client may make a minute (`RATE_LIMIT_PER_MINUTE`, as the function allows the client). */
  perMinute: number;
  /** The page a post's path is, or undefined for a path no page is. */
  findRoute: (pathname: string) => RouteEntry | undefined;
  /** The page of `route` at the post's path rendered again, uncached, with the form's state: its document. */
  formPage: (c: Context, route: RouteEntry, state: NativeFormState) => Promise<string>;
  /** A short page of the shell's own: its document. */
  shellPage: (page: PostPage) => string;
  /** One JSON line per post: the form, what came of it and the status; never the values. */
  logger: Pick<Logger, 'info'>;
  /** How long `submit-application` may take before the visitor is asked to send again: 10 s by default. */
  submitTimeoutMs?: number;
  /** The signed notes a new ambassador lands with (`welcomeParam`), which the page reads back. */
  welcome: WelcomeNotes;
}

const isAssetPath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The largest form post read, as for a function's body: a lead form's fields fit many times over. */
const maxPostBytes = 64 * 1024;

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The posted fields, or undefined for a body that is no form. */
const postedEntries = async (body: Uint8Array<ArrayBuffer>, contentType: string) => {
  try {
    return [...(await new Response(body, { headers: { 'content-type': contentType } }).formData())];
  } catch {
    return undefined;
  }
};

const firstText = (entries: readonly PostedEntry[], name: string) => {
  const value = entries.find(([key]) => key === name)?.[1];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The function's messages by the form's own field names (`formFieldOf`); a message of no field of the form becomes
 * the form's.
 */
function formFieldErrors(values: object, fields: Record<string, string>) {
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const name = formFieldOf(path);
    if (Object.hasOwn(values, name)) errors[name] ??= message;
    else others.push(message);
  }
  return { errors, others };
}

/**
 * Lead forms posted without script (decision record 027): a `POST` of a form (urlencoded or multipart, 64 KiB at most)
 * to a page of the site, from the site's own pages, within the client's share of posts a minute. Its values are read
 * by the form's contract and validated with the form's schema, then sent to `submit-application` with the server's
 * key for the visitor. Stored: 303 to the page with `?sent=<form>`. Refused by the schema or the function: 422, the
 * page rendered again with the messages and the typed values. The function out of reach: 503, the same with a
 * message for the form. Nothing a visitor typed is kept or logged.
 */
export function registerLeadPosts(app: Hono, options: LeadPostsOptions): void {
  const { config, client, logger, formPage, shellPage, findRoute } = options;
  const submit = createSubmitCall(config, {
    serverKey: options.serverKey,
    timeoutMs: options.submitTimeoutMs ?? 10_000,
  });
  const answerPage = (c: Context, page: PostPage, status: 400 | 403 | 413 | 415 | 429) =>
    c.html(shellPage(page), status);
  const log = (form: string | undefined, outcome: string, status: number) =>
    logger.info({ form, outcome, status }, 'lead post');

  // An answer to a post is for the one who posted: no cache keeps it.
  const noStore: MiddlewareHandler = async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  };
  const sameSite: MiddlewareHandler = async (c, next) => {
    const source = {
      fetchSite: c.req.header('sec-fetch-site'),
      origin: c.req.header('origin'),
      host: c.req.header('host'),
    };
    if (isSameSitePost(source, config.siteUrl)) return next();
    log(undefined, 'cross_site', 403);
    return answerPage(c, postPages.crossSite(postLanguage(c), new URL(c.req.url).pathname), 403);
  };
  // Counted after the origin check, so posts from other sites spend nobody's share.
  const budget = rateLimiter({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: false,
    keyGenerator: client,
    handler: (c) => {
      log(undefined, 'over_budget', 429);
      c.header('Retry-After', '60');
      return answerPage(c, postPages.tooMany(postLanguage(c), config), 429);
    },
  });

  // The dialog each post came from, shown open again with the form in it.
  const dialogs = new WeakMap<Context, string>();

  /** The page again with the form as it was posted, its messages and a message for the whole form. */
  const again = async <Id extends NativeFormId>(
    c: Context,
    route: RouteEntry,
    state: {
      id: Id;
      values: NativeFormValues<Id>;
      errors: Record<string, string>;
      message?: string | undefined;
    },
    outcome: string,
    status: 422 | 503,
  ) => {
    log(state.id, outcome, status);
    const dialog = dialogs.get(c);
    const shown = { ...state, ...(dialog ? { dialog } : {}) } as NativeFormState;
    return c.html(await formPage(c, route, shown), status);
  };

  /** Sends the lead of a valid post; what the visitor is answered depends on what the function made of it. */
  const send = async <Id extends LeadType>(
    c: Context,
    route: RouteEntry,
    formId: Id,
    values: NativeFormValues<Id>,
    entries: readonly PostedEntry[],
  ) => {
    const envelope = envelopeFromFormData(entries);
    const body = leadBodyOf(formId, values, envelope, postLanguage(c));
    const outcome: SubmitOutcome = await submit(body, {
      idempotencyKey: idempotencyKeyFor(envelope.idempotency_key, body),
      client: client(c),
    });
    if (outcome.kind === 'stored') {
      const url = new URL(c.req.url);
      url.searchParams.set(nativeFormSentParam, formId);
      log(formId, 'stored', 303);
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    if (outcome.kind === 'limited') {
      log(formId, 'limited', 429);
      c.header('Retry-After', outcome.retryAfter ?? '60');
      return answerPage(c, postPages.tooMany(postLanguage(c), config), 429);
    }
    if (outcome.kind === 'refused') {
      const { errors, others } = formFieldErrors(values, outcome.fields);
      const message = others[0] ?? outcome.message ?? (await invalidMessage(c));
      return again(c, route, { id: formId, values, errors, message }, 'refused', 422);
    }
    return again(
      c,
      route,
      { id: formId, values, errors: {}, message: unavailableMessage(c) },
      'unavailable',
      503,
    );
  };

  /**
   * Registers an ambassador through `register-ambassador-simple`, as the browser does. Registered: 303 to the page
   * with `?sent=ambassador_registration` and a signed note of the new referral id, so the page shows their promo
   * code and link, and the dashboard's token in a short-lived cookie of the ambassador's pages, which the early script
   * keeps as the script path does (so the dashboard opens; without script at all they open it later by a mailed
   * code). An e-mail already in the programme comes back on its field with the function's message.
   */
  const register = async (
    c: Context,
    route: RouteEntry,
    values: NativeFormValues<typeof ambassadorRegistrationForm>,
  ) => {
    const outcome = await submit(values, { client: client(c), functionName: 'register-ambassador-simple' });
    const id: typeof ambassadorRegistrationForm = ambassadorRegistrationForm;
    if (outcome.kind === 'stored') {
      const referralId = referralIdOfLink(
        (outcome.answer as { ambassador?: { referral_link?: unknown } } | undefined)?.ambassador
          ?.referral_link,
      );
      const url = new URL(c.req.url);
      url.searchParams.set(nativeFormSentParam, id);
      if (referralId) url.searchParams.set(welcomeParam, options.welcome.noteFor(referralId));
      const token = (outcome.answer as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string' && /^[\w.~+/=-]{1,2000}$/.test(token)) {
        // The dashboard's session, handed to the early script, which keeps it as the script path does.
        setCookie(c, visitorState.ambassadorTokenCookie, token, {
          path: pathIn(postLanguage(c), paths.ambassador),
          maxAge: 120,
          sameSite: 'Strict',
          secure: url.protocol === 'https:',
        });
      }
      log(id, 'stored', 303);
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    if (outcome.kind === 'limited') {
      log(id, 'limited', 429);
      c.header('Retry-After', outcome.retryAfter ?? '60');
      return answerPage(c, postPages.tooMany(postLanguage(c), config), 429);
    }
    if (outcome.kind === 'refused') {
      const taken = outcome.code === 'already_registered';
      const errors = taken && outcome.message ? { email: outcome.message } : outcome.fields;
      const state = { id, values, errors, message: taken ? undefined : outcome.message };
      return again(c, route, state, taken ? 'already_registered' : 'refused', 422);
    }
    return again(c, route, { id, values, errors: {}, message: unavailableMessage(c) }, 'unavailable', 503);
  };

  app.post('*', noStore, sameSite, budget, async (c) => {
    const { pathname } = new URL(c.req.url);
    const route = isAssetPath(pathname) ? undefined : findRoute(pathname);
    if (!route || route.private) {
      log(undefined, 'no_form_page', 404);
      return c.text('Not found', 404);
    }
    const contentType = c.req.header('content-type') ?? '';
    if (!formTypes.includes(mediaTypeOf(contentType))) {
      log(undefined, 'not_a_form', 415);
      return answerPage(c, postPages.unreadable(postLanguage(c), pathname), 415);
    }
    const posted = await readBodyWithin(c.req.raw, maxPostBytes);
    if (!posted) {
      log(undefined, 'too_large', 413);
      c.header('Connection', 'close');
      return answerPage(c, postPages.tooLarge(postLanguage(c), config), 413);
    }
    const entries = await postedEntries(posted, contentType);
    const formId = entries && firstText(entries, nativeFormFields.form);
    if (!entries || !isNativeFormId(formId)) {
      log(undefined, 'not_a_form', 400);
      return answerPage(c, postPages.unreadable(postLanguage(c), pathname), 400);
    }
    const dialog = dialogFromFormData(entries);
    if (dialog) dialogs.set(c, dialog);
    const values = valuesFromFormData(formId, entries);
    try {
      const errors = await formErrors(formId, values, Date.now(), postLanguage(c));
      if (Object.keys(errors).length > 0) {
        const message = await invalidMessage(c);
        return again(c, route, { id: formId, values, errors, message }, 'invalid', 422);
      }
      if (formId === ambassadorRegistrationForm) {
        return await register(c, route, values as NativeFormValues<typeof ambassadorRegistrationForm>);
      }
      return await send(c, route, formId, values as NativeFormValues<LeadType>, entries);
    } catch {
      // Whatever went wrong here, the visitor keeps what they typed and may send it again.
      return again(
        c,
        route,
        { id: formId, values, errors: {}, message: unavailableMessage(c) },
        'failed',
        503,
      );
    }
  });
}
