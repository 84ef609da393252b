import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { type ResourcePolicy, setBuiltFileSecurityHeaders } from './security-headers';

const hashedAsset = /\.[0-9a-f]{10}\.(js|css|mjs|png)(\.map)?$/;
/** The copies a build writes beside a file (`tools/webpack/precompress.ts`), which are sent in its place. */
const encodedCopy = /\.(br|gz|zst)$/;

/** Whether a path names a hashed chunk (or its copy), which never changes. */
export const isHashedAsset = (path: string) => hashedAsset.test(path.replace(encodedCopy, ''));

/**
 * Hashed chunks never change, so they are kept for a year and never revalidated: they carry no validator (no
 * `Last-Modified`, and a remote gives them no ETag). Everything else (entries, manifests, HTML) is revalidated.
 */
function setCacheHeaders(file: string, headers: Headers) {
  headers.set('Cache-Control', hashedAsset.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // serveStatic names Accept-Encoding only when it sends a copy; the file itself, sent to a client that takes
  // neither br nor gzip, differs by that header too, so a shared cache must not hand it to everyone.
  if (!headers.has('Content-Encoding') && existsSync(`${file}.gz`)) headers.append('Vary', 'Accept-Encoding');
}

/**
 * A build's files from `root`: each one as the build compressed it (Brotli, else gzip, else as it is, by the
 * request's Accept-Encoding), so nothing is compressed per request, with its cache and security headers (who may
 * load it: `resourcePolicy`). They are set on the answer itself: serveStatic calls `onFound` after it has made its
 * answer, so headers set on the context there are lost unless something had read `c.res` before.
 */
export function serveBuiltFiles(root: string, resourcePolicy: ResourcePolicy): MiddlewareHandler {
  const served = new WeakMap<Context, string>();
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    // Made once the build is there: serveStatic would say in a plain-text line that a missing root is missing.
    if (!serve && existsSync(root)) {
      serve = serveStatic({
        root,
        precompressed: true,
        onFound: (path, c) => {
          served.set(c, path);
        },
      });
    }
    if (!serve) return next();
    const answer = await serve(c, next);
    const path = served.get(c);
    if (answer && path) {
      const file = path.replace(encodedCopy, '');
      setCacheHeaders(file, answer.headers);
      setBuiltFileSecurityHeaders(file, answer.headers, resourcePolicy);
      if (hashedAsset.test(file)) {
        // serveStatic set Last-Modified on the answer and on the context, where a later middleware would take it
        // back onto the answer: both go.
        answer.headers.delete('Last-Modified');
        c.header('Last-Modified', undefined);
      }
    }
    return answer;
  };
}
