import { defaultLanguage, isLanguage, type Language } from 'shared-data/core';

/**
 * The language a caller asks its answers in: the first of the site's languages its `Accept-Language` names, by
 * weight (`uz-UZ,uz;q=0.9,ru;q=0.8` is Uzbek), else Russian. The site's calls name their page's language alone
 * (`createInvokeFunction`), so a page is answered in its own language whatever its visitor's browser prefers.
 */
export function requestLanguage(req: Request): Language {
  const header = req.headers.get('accept-language') ?? '';
  const asked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.trim().split('-')[0]?.toLowerCase(), weight: weight ? Number(weight) : 1, order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { primary } of asked) {
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
