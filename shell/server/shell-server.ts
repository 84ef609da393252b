import { join } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import {
  ambassadorProgrammeBook,
  ambassadorRegistrationForm,
  ambassadorRegistrationNoticesIn,
  ambassadorWelcomeNoticeIn,
  defaultLanguage,
  findRouteIn,
  isLanguage,
  isLeadType,
  type Language,
  type LeadType,
  languageChoice,
  languageOfPath,
  type NativeFormState,
  type Notice,
  nativeFormNoticesIn,
  nativeFormSentParam,
  type PageData,
  pathIn,
  pathParams,
  type RemoteName,
  type RouteEntry,
  referralPath,
  routeHeadIn,
  routeTable,
  sharedDataTexts,
} from 'shared-data/core';
import {
  createLogger,
  errorReporter,
  type Logger,
  type ReportError,
  requestLog,
  type ServerEnv,
  socketAddress,
} from 'shared-data/server';
import { clientAddress, clientGroup } from '../../functions/src/http/guards';
import { brotliAnswers } from './brotli-answers';
import { serveBuiltFiles } from './cache-headers';
import { createClientBudget } from './client-budget';
import { hasConsentBar } from './document/consent-bar';
import { createNotFoundPage, notFoundHead, plainNotFoundPage } from './document/not-found-page';
import type { PageHead } from './document/page-head';
import { type DocumentParts, renderDocument } from './document/render-document';
import { createShellBuild } from './document/shell-build';
import { registerLeadPosts } from './lead-posts/lead-posts';
import { createWelcomeNotes, welcomeParam } from './lead-posts/welcome';
import { createPictureFolder } from './link-preview/picture-folder';
import { createReferralPictures, registerReferralPreviews } from './link-preview/referral-preview';
import { fromTheAddress, type PageDataHooks } from './page-data/page-data-hooks';
import { referralPageData } from './page-data/referral-page-data';
import { createReferralLookup, type ReferralLookupOptions } from './referral-lookup';
import { createRemotePages, type RemotePagesOptions } from './remote-pages/remote-pages';
import type { ServedPage } from './remote-pages/served-page';
import { pageSecurityHeaders } from './security-headers';
import { registerSiteFiles } from './site-files';
import { registerSpeculationRules, speculationRulesHeader } from './speculation-rules';

const isAssetPath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');

/**
 * The shell's server: page HTML per route (200 for known routes, 404 with the 404 page otherwise),
 * the runtime registry and config, and the shell's static files.
 */
export function createShellServer(
  env: ServerEnv,
  distDir: string,
  {
    liveReloadOrigins = [],
    logger = createLogger('shell'),
    reportError = errorReporter(env.runtime.sentryDsn, 'shell'),
    pictureDir = join(env.dataDir, 'referral-pictures'),
    referralLookup = {},
    keptPicturesCheckMs = 5 * 60_000,
    renderers,
    submitTimeoutMs,
    routes = routeTable,
    pageDataHooks = {},
    freshPages = false,
    devScriptsOf,
  }: {
    /** `npm run dev`: the hot-update sockets the pages may connect to. */
    liveReloadOrigins?: readonly string[];
    /** `npm run dev`: every page waits for its remote's current render, which a save changes. */
    freshPages?: boolean;
    /** `npm run dev`: the scripts a remote's page loads beside its own (its dev server's page reloads). */
    devScriptsOf?: (app: RemoteName) => readonly string[];
    /** Where the server's lines go (its requests, remotes it cannot reach): JSON on stdout by default. */
    logger?: Logger;
    /** Told of each error a request threw (answered 500), with the request id; Sentry at `SENTRY_DSN` by default. */
    reportError?: ReportError;
    /** Where referral pictures are kept across restarts: private, in the site's data folder by default. */
    pictureDir?: string;
    /** How long the referral lookup keeps its answers (a minute by the clock) and waits for one (0.8 s). */
    referralLookup?: Pick<ReferralLookupOptions, 'ttlMs' | 'timeoutMs' | 'now'>;
    /** How often the ids of kept referral pictures are looked up again (five minutes). */
    keptPicturesCheckMs?: number;
    /** The remotes' server bundles: fetched from where each remote is served by default. */
    renderers?: RemotePagesOptions['renderers'];
    /** How long a lead posted without script may take at the functions before its visitor is asked to send again. */
    submitTimeoutMs?: number;
    /** The site's pages: the route table by default. */
    routes?: readonly RouteEntry[];
    /** The parameter pages' data hooks, by the names the table gives (the referral landing's by default). */
    pageDataHooks?: Partial<PageDataHooks>;
  } = {},
) {
  const shellBuild = createShellBuild(distDir);
  // The page's policy allows the inline scripts by their hashes, whichever build is being served: the early script,
  // and the consent bar's when an analytics id puts it in the page.
  const withConsentBar = hasConsentBar(env.runtime);
  const securityHeaders = new Map<string, MiddlewareHandler>();
  const pageHeaders: MiddlewareHandler = (c, next) => {
    const { earlyScript, consentScript } = shellBuild();
    const hashes = withConsentBar ? [earlyScript.hash, consentScript.hash] : [earlyScript.hash];
    const key = hashes.join(' ');
    let headers = securityHeaders.get(key);
    if (!headers) {
      headers = pageSecurityHeaders(env, hashes, liveReloadOrigins);
      securityHeaders.set(key, headers);
    }
    return headers(c, next);
  };

  const pages = createRemotePages(env.remotes, env.runtime, { logger, renderers, fresh: freshPages });
  const pictures = createReferralPictures({
    folder: createPictureFolder(pictureDir, {
      onError: (error) => logger.warn({ err: error }, 'a referral picture could not be removed'),
    }),
    logger,
  });
  const lookUpReferral = createReferralLookup(env.runtime, {
    ...referralLookup,
    serverKey: env.functionsServerKey,
    // An erased ambassador's picture leaves the disk as soon as the functions say the id is nobody's.
    onUnknown: (referralId) => void pictures.forget(referralId),
  });
  // A kept picture whose ambassador was erased leaves the disk within minutes even if nobody asks for it again: every
  // kept id is looked up anew (a minute's answers are reused), and an id that is nobody's now drops its picture.
  setInterval(async () => {
    for (const referralId of await pictures.keptIds().catch(() => [])) {
      await lookUpReferral(referralId, () => true).catch(() => undefined);
    }
  }, keptPicturesCheckMs).unref();
  // A parameter page's data comes from the hook its route names: rendering a page asks the table, never which remote
  // the page is of, what it needs.
  const dataHooks: PageDataHooks = { referral: referralPageData(lookUpReferral), ...pageDataHooks };
  // Who a request is from, as the functions count their clients.
  const clientOf = (c: Context) =>
    clientGroup(clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), env.trustProxy));
  // A client's share of the lookups and drawings, counted as the functions count the client's own calls.
  const budget = createClientBudget({ limit: env.rateLimitPerMinute, client: clientOf });

  /**
   * A page's document: its head, and a remote's markup with the data it was rendered with, or the shell's own page,
   * when there is markup.
   */
  const documentOf = (
    head: PageHead,
    page?: DocumentParts['page'],
    shellPage?: DocumentParts['shellPage'],
    notice?: DocumentParts['notice'],
  ) =>
    renderDocument({
      shell: shellBuild(),
      config: env.runtime,
      registry: env.remotes,
      head,
      page,
      shellPage,
      notice,
      ...(page && devScriptsOf ? { devScripts: devScriptsOf(page.app) } : {}),
    });
  const notFoundPage = createNotFoundPage(env.runtime);
  /** The 404 page, rendered here in the site's layout; should its render fail, its words alone, never a 500. */
  const notFoundDocument = async (pathname: string) => {
    const language = languageOfPath(pathname);
    const page = await notFoundPage(pathname).catch((error: unknown) => {
      logger.error({ err: error }, 'the 404 page could not be rendered');
      return plainNotFoundPage(language);
    });
    return documentOf(notFoundHead(language), undefined, page);
  };
  const remotePage = (app: RemoteName, path: string, served?: ServedPage, data?: PageData) =>
    served && { app, path, served, data };

  /**
   * What a public page shows at `pathname` (with `search`): its head and its remote's markup. A parameter page is
   * rendered for its data; a page carrying a refused lead form (`form`) is rendered for it alone and kept nowhere.
   */
  const pageOf = async (
    c: Context,
    route: RouteEntry,
    pathname: string,
    search: string,
    form?: NativeFormState,
  ) => {
    const withForm = form ? { form } : {};
    // The page's language is its path's: `/uz/pricing` is the pricing page in Uzbek.
    const language = languageOfPath(pathname);
    const meta = routeHeadIn(route, language);
    const params = pathParams(route.path, pathname);
    if (params && Object.keys(params).length > 0) {
      const hook = route.data ? dataHooks[route.data] : fromTheAddress;
      const found = await hook({ params, meta, language, mayAsk: budget.mayAsk(c) });
      const head = {
        meta: found.meta,
        language,
        canonicalPath: pathname,
        // Pages of one's own (an ambassador's link): a preview may name them, a search engine should not list them.
        noindex: true,
        ...(found.preview ? { preview: found.preview } : {}),
      };
      if (!found.data && !form) return { head, page: undefined };
      const data: PageData = { ...found.data, ...withForm };
      const render = form ? pages.renderOnce : pages.render;
      const page = await render(route.app, `${pathname}${search}`, data);
      return { head, page: remotePage(route.app, pathname, page, data) };
    }
    const pagePath = pathIn(language, route.path);
    const head = { meta, language, canonicalPath: pagePath };
    if (!form) return { head, page: remotePage(route.app, pathname, await pages.page(route.app, pagePath)) };
    const page = await pages.renderOnce(route.app, `${pathname}${search}`, withForm);
    return { head: { ...head, noindex: true }, page: remotePage(route.app, pathname, page, withForm) };
  };

  // A new ambassador registered without script lands with a signed note of their referral id.
  const welcome = createWelcomeNotes(env.functionsServerKey);
  /**
   * The thank-you of a registration, in the page's language: the new ambassador's promo code and link (to the landing
   * in that language), when the note names them.
   */
  const welcomeNotice = async (
    language: Language,
    referralId: string | undefined,
    mayAsk: () => boolean,
  ): Promise<Notice> => {
    const texts = await ambassadorProgrammeBook.load(language);
    const found = referralId === undefined ? undefined : await lookUpReferral(referralId, mayAsk);
    if (referralId === undefined || !found?.known) return ambassadorRegistrationNoticesIn(texts).success;
    const landing = pathIn(language, referralPath(referralId));
    const link = `${env.runtime.siteUrl}${landing}?code=${encodeURIComponent(found.info.promo_code)}`;
    return ambassadorWelcomeNoticeIn(texts)(found.info.promo_code, link);
  };
  /** What a form tells the visitor once its lead is stored, in the page's language. */
  const sentNotice = async (language: Language, sent: LeadType): Promise<Notice> =>
    nativeFormNoticesIn((await sharedDataTexts.load(language)).notices)[sent].success;

  const app = new Hono();
  app.use('*', ...requestLog({ logger, onError: reportError }));
  // Built files go out as their build compressed them, with their own headers, before the pages' headers and
  // compress() with brotliAnswers(), which only the answers made per request (pages, the registry, site files) go
  // through: Brotli where the client takes it, else gzip.
  const assets = serveBuiltFiles(distDir, 'same-origin');
  app.use('*', (c, next) => (isAssetPath(new URL(c.req.url).pathname) ? assets(c, next) : next()));
  app.use('*', pageHeaders);
  app.use('*', ...budget.middleware);
  app.use('*', compress());
  app.use('*', brotliAnswers());
  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(env.remotes);
  });
  app.get('/app-config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(env.runtime);
  });
  app.get('/index.html', (c) => c.redirect('/', 301));
  registerSiteFiles(app, env.runtime);
  registerSpeculationRules(app);
  registerReferralPreviews(app, {
    distDir,
    shellBuild,
    lookUp: lookUpReferral,
    pictures,
    mayAsk: budget.mayAsk,
  });
  app.get('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (isAssetPath(pathname) || pathname.endsWith('.html')) {
      c.header('Cache-Control', 'no-cache');
      return c.text('Not found', 404);
    }
    const route = findRouteIn(routes, pathname);
    c.header('Cache-Control', 'no-cache');
    c.header('Speculation-Rules', speculationRulesHeader);
    // Where a visitor types the site's address, the language they chose on the switch opens; never `Accept-Language`.
    if (pathname === '/') {
      c.header('Vary', 'Cookie', { append: true });
      const chosen = getCookie(c, languageChoice.cookie);
      if (isLanguage(chosen) && chosen !== defaultLanguage)
        return c.redirect(`${pathIn(chosen, '/')}${new URL(c.req.url).search}`, 302);
    }
    if (!route) return c.html(await notFoundDocument(pathname), 404);
    if (route.private) {
      // The team's own pages carry personal data: the app renders them in the browser, for nobody to index.
      return c.html(documentOf({ meta: route.meta, noindex: true }));
    }
    const { search, searchParams } = new URL(c.req.url);
    const { head, page } = await pageOf(c, route, pathname, search);
    // A lead form sent without script lands here: the page thanks the visitor, for them alone.
    const sent = searchParams.get(nativeFormSentParam);
    if (sent === ambassadorRegistrationForm) {
      c.header('Cache-Control', 'no-store');
      const referralId = welcome.read(searchParams.get(welcomeParam));
      const notice = await welcomeNotice(languageOfPath(pathname), referralId, budget.mayAsk(c));
      return c.html(documentOf({ ...head, noindex: true }, page, undefined, notice));
    }
    if (!isLeadType(sent)) return c.html(documentOf(head, page));
    c.header('Cache-Control', 'no-store');
    const notice = await sentNotice(languageOfPath(pathname), sent);
    return c.html(documentOf({ ...head, noindex: true }, page, undefined, notice));
  });
  registerLeadPosts(app, {
    config: env.runtime,
    serverKey: env.functionsServerKey,
    client: clientOf,
    perMinute: env.rateLimitPerMinute,
    findRoute: (pathname) => findRouteIn(routes, pathname),
    formPage: async (c, route, state) => {
      const { pathname, search } = new URL(c.req.url);
      const { head, page } = await pageOf(c, route, pathname, search, state);
      return documentOf({ ...head, noindex: true }, page);
    },
    shellPage: ({ head, markup }) => documentOf(head, undefined, { html: markup }),
    logger,
    welcome,
    ...(submitTimeoutMs === undefined ? {} : { submitTimeoutMs }),
  });
  // Logged with its stack by the request log; the visitor gets a plain 500.
  app.onError((_, c) => c.text('Internal Server Error', 500));
  return app;
}
