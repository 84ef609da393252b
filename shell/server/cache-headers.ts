import type { Context } from 'hono';

const hashedAsset = /\.[0-9a-f]{10}\.(js|css|mjs)(\.map)?$/;

/** Hashed chunks never change; everything else (entries, manifests, HTML) must be revalidated. */
export function setCacheHeaders(path: string, c: Context) {
  c.header('Cache-Control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
