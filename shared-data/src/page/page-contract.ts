/**
 * The page contract: the files the builds write for the shell's server (names and formats), and the names the page's
 * HTML shares with the scripts that read it. The build tools write these files, the shell's server reads them and
 * renders the document (`shell/server/document/render-document.ts`), browser code reads the names
 * (`shared-data/page`). No Node code and nothing that runs on import, so a browser bundle carries only the names it
 * uses.
 */
import { appElementId, type RemoteName, remoteNames } from '../config/remotes';
import type { RuntimeConfig } from '../config/runtime-config';
import { escapeAttribute } from '../format/html-text';
import type { Language } from '../routes/languages';

// ─── Files the builds write ──────────────────────────────────────────────────────────────────────────────────────

/** A remote's federation manifest; the registry names its URL, and the remote's other files are found beside it. */
export const federationManifestName = 'mf-manifest.json';

/** A remote's pages without a parameter, rendered at build time (`PrerenderFile`), beside its manifest. */
export const prerenderFileName = 'prerender.json';

/** A remote's server bundle, beside its manifest: renders any of its pages on request. */
export const serverRendererPath = 'server/render.mjs';

/** The shell's link preview pictures (`LinkPreviewPictures`), which its build lists for `document.json`. */
export const linkPreviewsName = 'link-previews.json';

/** Every build's chunk list (`ChunkFiles`), beside its output. */
export const chunkFilesName = 'chunk-files.json';

/** The shell's build: what every page's document takes from it (`ShellDocumentFile`). */
export const shellDocumentName = 'document.json';

/** The shell's early script as its build bundles it; the document carries its code inline. */
export const earlyScriptName = 'early-script.js';

/**
 * The analytics consent bar's script as the shell's build bundles it; a document carries its code inline after the
 * early script, and only when an analytics id is set (a site without analytics ships none of it).
 */
export const consentScriptName = 'consent-script.js';

/**
 * What the platform does by itself on current browsers, as the shell's build bundles it for the others: buttons'
 * commands (`command`/`commandfor`) and closing a dialog on its backdrop (`closedby`). The early script loads it
 * from the site's root only where the browser lacks either.
 */
export const platformFallbacksScriptName = 'platform-fallbacks.js';

/** The JavaScript files each named chunk group of a build needs (`chunk-files.json`). */
export interface ChunkFiles {
  groups: Record<string, string[]>;
  /** Per named group, the shared modules (share keys) its chunks take from the share scope. */
  consumes: Record<string, string[]>;
  /** Per shared module this build provides, the files of its copy (with the shared modules that copy takes). */
  provides: Record<string, string[]>;
  /** Per shared module this build provides, the files of its copy alone (the shared modules it takes left out). */
  copies: Record<string, string[]>;
  /** Per shared module this build provides, the shared modules (share keys) its copy takes. */
  copyConsumes: Record<string, string[]>;
  /**
   * Per shared module this build provides, the text books its copy loads (`texts-<language>-…` groups): a page that
   * takes this copy names the ones of its language.
   */
  copyTexts?: Record<string, string[]>;
}

/** The shell's entry chunk group: `main.js`, which the page loads with `defer`. */
export const shellEntryGroup = 'main';

/** The shell's chunk group that starts it: `src/index.ts` imports `./bootstrap` under this chunk name. */
export const shellStartGroup = 'bootstrap';

/** The chunk group of a remote's exposed app (`./app`), as the build names it. */
export const exposedAppGroup = '__federation_expose_app';

/**
 * The chunk groups of the form kit (`shared-ui/forms`, in each remote's copy of it): markup with a form needs one to
 * hydrate, so a page that shows a form names it with its own chunks. A form of text fields alone needs the core (the
 * form and those fields); any other part needs the whole kit. The toaster, the schemas and the calendar load when a
 * visitor first uses a form.
 */
export const formKitGroups = { core: 'form-kit-core', whole: 'form-kit' } as const;

/**
 * One page rendered by its remote in Node: the app's markup, Emotion's style tags for it, its code's chunk names (its
 * islands', or the page's own, and the form kit's when it shows a form).
 */
export interface PrerenderedPage {
  html: string;
  css: string;
  chunks?: string[];
}

/** A remote's scripts, as its build wrote them: what loads the app, and the files of each named chunk. */
export interface RemoteScripts {
  /** The container (`remoteEntry.js`) and the exposed app's chunks, which every page of the remote loads. */
  entry: string[];
  /** Chunk name → files: a page's own code (`PrerenderedPage.chunks`). */
  chunks: Record<string, string[]>;
  /** The shared modules (share keys) the entry takes from the shell, and those of each chunk. */
  entryShared: string[];
  shared: Record<string, string[]>;
  /** The files of the remote's own copy of each shared module, for those the shell does not provide. */
  provides?: Record<string, string[]>;
  /** The shared modules (share keys) each of those copies takes: a copy brings the copies of what it takes. */
  providesShared?: Record<string, string[]>;
  /** The text books (chunk names, every language's) each of those copies loads. */
  providesTexts?: Record<string, string[]>;
}

/** `prerender.json` beside a remote's `mf-manifest.json`: its pages without a parameter, rendered at build time. */
export interface PrerenderFile {
  renderedAt: string;
  /** Fingerprint of the server bundle (`server/render.mjs`) that rendered the pages. */
  renderer: string;
  /** The runtime config values the markup shows (contacts, promo end): pages are only served with the same values. */
  config: Partial<RuntimeConfig>;
  pages: Record<string, PrerenderedPage>;
  /** The remote's scripts; a page's HTML names them so the browser fetches them while it reads the page. */
  scripts?: RemoteScripts;
}

/** Runtime config values that rendered markup may show; a page rendered with other values is rendered again. */
export const pageConfigKeys = [
  'agencyPhone',
  'contactEmail',
  'telegramUrl',
  'instagramUrl',
  'promoEndsAt',
  // Whether the site has analytics: `/privacy` then describes it and offers to change the choice.
  'yandexMetricaId',
  'ga4MeasurementId',
] as const satisfies readonly (keyof RuntimeConfig)[];

/** A script a document carries inline, with its hash as the page's CSP allows it (`sha256-…`). */
export interface InlineScript {
  code: string;
  hash: string;
}

/** `document.json` in the shell's build: what every page takes from that build, as URLs on the shell's origin. */

/**
 * How a build names a package's text book of one language: `texts-uz-marketing-app` (its `webpackChunkName`), so a
 * page names the files of its language's books with its scripts.
 */
export const textsGroupPrefix = 'texts-';
export const textsGroupOf = (language: Language, pkg: string) => `${textsGroupPrefix}${language}-${pkg}`;

export interface ShellDocumentFile {
  /** The early script, written into the head, and its hash as the page's CSP allows it. */
  earlyScript: InlineScript;
  /** The consent bar's script, written after the early script when an analytics id is set, and its hash. */
  consentScript: InlineScript;
  /** The page's icon. */
  icon: string;
  /** The shell's entry scripts, loaded with `defer`. */
  scripts: string[];
  /**
   * The files the shell starts with (its start group and the shared modules it takes), named in every page so that
   * they download together once it has painted, rather than one after another as each asks for the next.
   */
  startScripts: string[];
  /** Per shared module the shell provides, the files of its copy not among the start ones. */
  provides: Record<string, string[]>;
  /**
   * Per language, the files of the text books in the shell's build (the shell's own and those of the shared modules it
   * provides: `texts-uz-shared-ui`…), which a page in that language names with its scripts.
   */
  texts?: Partial<Record<Language, string[]>>;
  /** The link preview pictures the build rendered (`LinkPreviewPictures`). */
  previews: LinkPreviewPictures;
}

/** Link preview pictures (Open Graph, Twitter) by the route path they show, and the generic one for other pages. */
export interface LinkPreviewPictures {
  pages: Record<string, LinkPreviewPicture>;
  generic: LinkPreviewPicture;
}

/** One link preview picture: its URL on the shell's origin and what it says, for `og:image:alt`. */
export interface LinkPreviewPicture {
  url: string;
  alt: string;
}

/** The size of every link preview picture, as Open Graph and Twitter's large card want it. */
export const linkPreviewSize = { width: 1200, height: 630 } as const;

/** The site's icons and web manifest, which the shell's build writes at these fixed addresses. */
export const siteIconFiles = {
  /** The icon as it is drawn, which the others are rendered from. */
  svg: '/favicon.svg',
  favicon: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
} as const;

/** Where a referral link's own preview picture is rendered on request: `<prefix><id>.png`. */
export const referralPreviewPrefix = '/og/referral/';

// ─── Names the page's HTML shares with its scripts ───────────────────────────────────────────────────────────────
// Element ids and attributes that browser code looks up; attributes that mark parts of a page for its scripts
// belong here too. The JSON blocks' ids sit beside their readers: `runtimeConfigElementId` (`#app-config`),
// `remoteRegistryElementId` (`#remote-registry`), `pageDataElementId` (`#page-data`).

/** The id of the element a remote renders into, in the shell's page and when it runs alone (`app-<name>`). */
export { appElementId };

/** The element that holds every app's element and the shell's; a remote running alone creates its element here. */
export const appRootElementId = 'app-root';

/** The element the shell renders its own pages into (the 404 page). */
export const shellElementId = 'shell-root';

/** Attribute on an app's element while it holds the server's markup; its value is the path it was rendered for. */
export const renderedPathAttribute = 'data-rendered-path';

/** The element around an island (a part of a page that hydrates on its own): its value is the island's name. */
export const islandAttribute = 'data-island';
/** The island's props as JSON (an attribute, so the page needs no inline script). */
export const islandPropsAttribute = 'data-island-props';
/** The island's id in its page, the `identifierPrefix` of its root on both sides (so `useId` values agree). */
export const islandIdAttribute = 'data-island-id';
/** Set once the browser has started hydrating the island: from then on React receives what happens there. */
export const islandLiveAttribute = 'data-island-live';
/** Set on an app's or island's element while the clicks kept before it hydrated are replayed there. */
export const replayingClicksAttribute = 'data-replaying-clicks';
/** The event the document gets once the clicks kept for an element have all been replayed. */
export const earlyClicksReplayedEvent = 'earlyclicksreplayed';

/** What the page's early script keeps of the clicks made before the code of what was clicked arrived. */
export interface EarlyClicks {
  /** Takes the controls clicked inside `host` so far, oldest first, and stops keeping clicks there. */
  take: (host: Element) => Element[];
  /** Whether clicks inside `element` are waiting for it to hydrate. */
  waiting?: (element: Element) => boolean;
  /**
   * Stops holding anything: the page's code cannot arrive (a script failed to load), so what the visitor does next is
   * left to the platform, which follows links, opens dialogs and posts forms by itself.
   */
  letGo?: () => void;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks;
  }
}

/** Whether clicks made inside `element` before it hydrated wait to be replayed. */
export const earlyClicksWaitIn = (element: Element) => window.__earlyClicks?.waiting?.(element) ?? false;

/**
 * What this browser may hold that changes what a page of server markup shows, so that page's code runs at once
 * rather than at the visitor's first intent: a referral promo code, linked in the address (`?code=`) or kept, changes
 * the prices and shows its status on every page; a signed-in ambassador's token turns the ambassador's pages into the
 * dashboard. The storage keys are these modules' own (`kept-promo-code.ts`, `token-storage.ts`).
 */
export const visitorState = {
  promoCodeParam: 'code',
  promoCodeStorageKey: 'referralPromoCode',
  ambassadorTokenStorageKey: 'ambassadorToken',
  /**
   * The ambassador's pages in each language, where the dashboard's session and its cookie live: the routes'
   * `pathIn(language, '/ambassador')`, written out so the early script needs no routing code (a test keeps them equal).
   */
  ambassadorPaths: ['/ambassador', '/uz/ambassador'],
  /**
   * The cookie that hands a new ambassador's dashboard token to the browser when the registration was posted by the
   * platform (for the ambassador's pages, two minutes): the early script moves it into storage and clears it.
   */
  ambassadorTokenCookie: 'ambassador_token',
  /** On an element of a referral landing: the code it offers, which the early script keeps. */
  keepsPromoCodeAttribute: 'data-keeps-promo-code',
} as const;

/**
 * The language switch: a link carrying `switchAttribute` names the language it leads to. The early script keeps that
 * choice in `cookie` (the whole site, a year) and carries the page's section over to the other language's page; the
 * server reads the cookie where a visitor types the site's address (the home page), never `Accept-Language`.
 */
export const languageChoice = { switchAttribute: 'data-language-switch', cookie: 'site-language' } as const;

/**
 * The address of a page that thanks for a form sent without script: `?sent=<form id>`, and for a new ambassador the
 * signed note naming them, `&welcome=<referral id>.<signature>`. The page thanks once: the early script takes them
 * off the address, so a reload or the address passed on shows the page itself. The forms' schemas name `form` too
 * (`nativeFormSentParam`, kept equal by `shell/server/lead-posts/sent-notice.test.ts`): the page contract is not theirs to import.
 */
export const sentNoticeParams = { form: 'sent', welcome: 'welcome' } as const;

/** The promo code a link carries in its query, trimmed; null without one (or with one too long to be a code). */
export function promoCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(visitorState.promoCodeParam)?.trim();
  return code && code.length <= 64 ? code : null;
}

/**
 * When the early script adds what a head template holds, by the template's attribute:
 * - `afterPaint`: the script preloads of a page the browser renders (no server markup), once it has painted;
 * - `afterLoad`: the script prefetches of a page of server markup, once it has loaded, at the lowest priority;
 * - `onIntent`: the scripts that start a page of server markup, at the visitor's first intent (decision record 030).
 */
export const headTemplateAttributes = {
  afterPaint: 'data-after-paint',
  afterLoad: 'data-after-load',
  onIntent: 'data-on-intent',
} as const;

export type HeadTemplateMoment = keyof typeof headTemplateAttributes;

/** A template holding the given elements, for the page's head; the early script adds them at their moment. */
export const headTemplate = (moment: HeadTemplateMoment, elements: readonly string[]) =>
  elements.length === 0 ? '' : `<template ${headTemplateAttributes[moment]}>${elements.join('')}</template>`;

/** A remote's page as the server rendered it, for that remote's element. */
export interface RenderedApp {
  app: RemoteName;
  /** The path the markup shows. */
  path: string;
  html: string;
}

/**
 * The page's element of every remote, in the order of `remoteNames`: empty, but for the remote whose page the server
 * rendered, which holds that markup marked with the path it shows.
 */
export const appElements = (rendered?: RenderedApp): string =>
  remoteNames
    .map((name) =>
      name === rendered?.app
        ? `<div id="${appElementId(name)}" ${renderedPathAttribute}="${escapeAttribute(rendered.path)}">${rendered.html}</div>`
        : `<div id="${appElementId(name)}"></div>`,
    )
    .join('\n      ');
