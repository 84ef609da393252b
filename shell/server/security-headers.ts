import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerEnv } from 'shared-data/server';

const originOf = (url: string) => new URL(url).origin;

/** What each analytics tag needs of the policy, as its vendor documents it for CSP. */
const analyticsSources = {
  metrica: {
    script: ['https://mc.yandex.ru'],
    connect: ['https://mc.yandex.ru'],
    img: ['https://mc.yandex.ru'],
  },
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
};

/** The sources of the analytics tags whose ids are set: none without ids. */
function analyticsOrigins({ yandexMetricaId, ga4MeasurementId }: ServerEnv['runtime']) {
  const tags = [
    ...(yandexMetricaId ? [analyticsSources.metrica] : []),
    ...(ga4MeasurementId ? [analyticsSources.ga4] : []),
  ];
  return {
    script: tags.flatMap((tag) => tag.script),
    connect: tags.flatMap((tag) => tag.connect),
    img: tags.flatMap((tag) => tag.img),
  };
}

/**
 * Origins the pages may run scripts from and talk to: the remotes of the registry, the functions, Sentry, and the
 * analytics tags that are configured.
 */
function siteOrigins(env: ServerEnv) {
  const remotes = [...new Set(env.remotes.map((remote) => originOf(remote.manifestUrl)))];
  const { sentryDsn } = env.runtime;
  return {
    remotes,
    functions: originOf(env.runtime.functionsUrl),
    errorReports: sentryDsn ? [originOf(sentryDsn)] : [],
    analytics: analyticsOrigins(env.runtime),
  };
}

const permissionsPolicy = {
  camera: false,
  microphone: false,
  geolocation: false,
  payment: false,
  usb: false,
};

/**
 * Headers of every page: scripts only from the shell and the registered remotes, and inline only the scripts whose
 * hashes are given (the early-click capture; no other inline script, no eval — the config and JSON-LD blocks are
 * data, not scripts), styles from them plus the inline style elements Emotion writes, requests only to the remotes,
 * the functions and Sentry's origin when `SENTRY_DSN` is set, the origins of each analytics tag whose id is set
 * (scripts, requests and pixels), no framing, no sniffing, no referrer path to other sites.
 */
export function pageSecurityHeaders(
  env: ServerEnv,
  scriptHashes: readonly string[] = [],
  /** More origins requests may go to: the live-reload sockets of `npm run dev`. */
  moreConnectSrc: readonly string[] = [],
): MiddlewareHandler {
  const { remotes, functions, errorReports, analytics } = siteOrigins(env);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...remotes, ...analytics.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", ...remotes, functions, ...errorReports, ...analytics.connect, ...moreConnectSrc],
      imgSrc: ["'self'", 'data:', ...analytics.img],
      // The web manifest and its icons, named by every page's head.
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy,
  });
}

/** Who may load a built file: the page's own origin (the shell's files) or any (a remote's, loaded by the shell). */
export type ResourcePolicy = 'same-origin' | 'cross-origin';

/**
 * Security headers of a built file (script, style, manifest, icon): only those that act on a file that is not a
 * page. No sniffing and who may load it apply to every file. A script's own policy headers do nothing (the page's
 * policy governs it), so scripts carry no more: the page-only set (CSP with its hashes, framing, permissions, COOP
 * and the rest) was ~1 KB on each of the ~25 scripts of a page. Any other file (an SVG, a manifest) could be opened
 * as a document on its own, so it gets a policy that lets it do nothing.
 */
export function setBuiltFileSecurityHeaders(
  /** The file's path, without the `.br`/`.gz` of the copy sent. */
  file: string,
  headers: Headers,
  resourcePolicy: ResourcePolicy,
): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Cross-Origin-Resource-Policy', resourcePolicy);
  if (!/\.m?js$/.test(file)) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
}
