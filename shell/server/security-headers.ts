import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerEnv } from 'shared-data/server';

const originOf = (url: string) => new URL(url).origin;

/** Origins the pages may run scripts from and talk to: the remotes of the registry, the functions, and Sentry. */
export function siteOrigins(env: ServerEnv) {
  const remotes = [...new Set(env.remotes.map((remote) => originOf(remote.manifestUrl)))];
  const { sentryDsn } = env.runtime;
  return {
    remotes,
    functions: originOf(env.runtime.functionsUrl),
    errorReports: sentryDsn ? [originOf(sentryDsn)] : [],
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
 * the functions and Sentry's origin when `SENTRY_DSN` is set, no framing, no sniffing, no referrer path to other sites.
 */
export function pageSecurityHeaders(
  env: ServerEnv,
  scriptHashes: readonly string[] = [],
  /** More origins requests may go to: the live-reload sockets of `npm run dev`. */
  moreConnectSrc: readonly string[] = [],
): MiddlewareHandler {
  const { remotes, functions, errorReports } = siteOrigins(env);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...remotes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", ...remotes, functions, ...errorReports, ...moreConnectSrc],
      imgSrc: ["'self'", 'data:'],
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

/**
 * Headers of files other origins load (remote chunks, manifests): the same hardening, readable cross-origin, and a
 * policy that lets such a file do nothing when opened on its own.
 */
export function assetSecurityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy,
  });
}
