/**
 * Where a visit came from, sent with every lead: the first page's UTM tags, the referring site's host and the first
 * page's path. Kept for the visit in the browser's session storage by the page's early script; cleaned by the
 * server, which drops what does not fit (never refusing the lead for it).
 */

/** The campaign tags a link may carry. */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The fields of a lead that say where its visit came from. */
export const leadSourceKeys = [...utmKeys, 'referrer', 'landing_path'] as const;

export type LeadSourceKey = (typeof leadSourceKeys)[number];

/** Where a visit came from; a missing key was not known or did not fit. */
export type LeadSource = Partial<Record<LeadSourceKey, string>>;

/** The longest value kept, per kind of field (longer ones are dropped: they are no tag a campaign sets). */
export const leadSourceLimits = { utm: 150, referrer: 253, landingPath: 300 } as const;

/** The session storage key the visit's source is kept under. */
export const visitSourceStorageKey = 'visit-source';

const controls = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const hostName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const pathName = /^\/(?!\/)[^\s\p{Cc}\p{Cf}]*$/u;

const cleanTag = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const tag = value.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  return tag && tag.length <= leadSourceLimits.utm ? tag : undefined;
};

const cleanHost = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const host = value.trim().toLowerCase();
  return hostName.test(host) ? host : undefined;
};

const cleanPath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= leadSourceLimits.landingPath && pathName.test(value)
    ? value
    : undefined;

/**
 * The source fields of a lead body, cleaned: tags folded to one line and at most 150 characters, the referrer a
 * host name, the landing path a path on the site. Anything else (a 2 KB tag, a `javascript:` referrer) is dropped.
 */
export function cleanLeadSource(body: Record<string, unknown>): LeadSource {
  const source: LeadSource = {};
  for (const key of utmKeys) {
    const tag = cleanTag(body[key]);
    if (tag) source[key] = tag;
  }
  const referrer = cleanHost(body.referrer);
  if (referrer) source.referrer = referrer;
  const landingPath = cleanPath(body.landing_path);
  if (landingPath) source.landing_path = landingPath;
  return source;
}

/**
 * The source of a visit whose first page is `url`, reached from `referrer` (`document.referrer`, `''` for none):
 * the page's UTM tags, the referring host unless it is the site itself, and the page's path, as found (they are
 * cleaned when read: `storedVisitSource`, and by the server).
 */
export function visitSourceOf(url: URL, referrer: string): Record<string, string> {
  const found: Record<string, string> = { landing_path: url.pathname };
  for (const key of utmKeys) {
    const tag = url.searchParams.get(key);
    if (tag !== null) found[key] = tag;
  }
  try {
    const from = referrer ? new URL(referrer) : undefined;
    if (from && /^https?:$/.test(from.protocol) && from.host !== url.host) found.referrer = from.hostname;
  } catch {
    // An unreadable referrer says nothing.
  }
  return found;
}

/** A privacy policy version as a lead carries it (`2026-11-25`), or `null` for anything else. */
export function cleanConsentVersion(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** The visit's source kept in session storage (`{}` when there is none, or storage is off). */
export function storedVisitSource(storage: Pick<Storage, 'getItem'> | undefined): LeadSource {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(visitSourceStorageKey) ?? '{}');
    return kept && typeof kept === 'object' ? cleanLeadSource(kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Keeps the source of the visit whose first page this is; later pages of the visit keep the first one. */
export function keepVisitSource(storage: Storage, url: URL, referrer: string): void {
  if (storage.getItem(visitSourceStorageKey) !== null) return;
  storage.setItem(visitSourceStorageKey, JSON.stringify(visitSourceOf(url, referrer)));
}

/**
 * Where a visit came from in one Russian line for the team: `метки: google / cpc / osen; переход с instagram.com;
 * первая страница /pricing` (what is not known is left out; `''` when nothing is).
 */
export function describeLeadSource(source: LeadSource): string {
  const tags = utmKeys.map((key) => source[key]).filter((tag): tag is string => Boolean(tag));
  return [
    tags.length > 0 ? `метки: ${tags.join(' / ')}` : '',
    source.referrer ? `переход с ${source.referrer}` : '',
    source.landing_path ? `первая страница ${source.landing_path}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** What each source field is called in the team's table. */
export const leadSourceLabels: Record<LeadSourceKey, string> = {
  utm_source: 'Источник (utm_source)',
  utm_medium: 'Канал (utm_medium)',
  utm_campaign: 'Кампания (utm_campaign)',
  utm_content: 'Объявление (utm_content)',
  utm_term: 'Ключевое слово (utm_term)',
  referrer: 'Переход с сайта',
  landing_path: 'Первая страница',
};
