/** The request headers that say where a post comes from. */
export interface PostSource {
  /** `Sec-Fetch-Site`, which browsers send with every request and scripts cannot set. */
  fetchSite: string | undefined;
  /** `Origin`, which browsers send with every POST. */
  origin: string | undefined;
  /** The host the request was made to (`Host`). */
  host: string | undefined;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether a post comes from the site's own pages: `Sec-Fetch-Site` is `same-origin` or absent (an older browser, or no
 * browser), and `Origin`, when there is one, is the site's own (`siteUrl`) or the host the request was made to (the
 * site behind another name, `npm run dev`). Anything else (another site's form, `Origin: null`) is refused.
 */
export function isSameSitePost({ fetchSite, origin, host }: PostSource, siteUrl: string): boolean {
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  if (origin === undefined) return true;
  if (origin === new URL(siteUrl).origin) return true;
  const from = hostOf(origin);
  return from !== undefined && host !== undefined && from === host.toLowerCase();
}
