import { createHash } from 'node:crypto';
import {
  company,
  type LinkPreviewPicture,
  type LinkPreviewPictures,
  languages,
  pathIn,
  routeHeadIn,
  routeTable,
} from 'shared-data/core';
import { renderPreviewPicture } from '../shell/server/link-preview/preview-picture';
import { sitemapPaths } from '../shell/server/site-files';

/** A file a build writes, by its path in the build's folder. */
export type BuiltFiles = Map<string, Uint8Array>;

/** A name that changes with the content, so the file may be kept for a year. */
export const contentHash = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 10);

const slugOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));
const titleOf = (path: string, language: (typeof languages)[number]) => {
  const route = routeTable.find((entry) => entry.path === path);
  return route ? routeHeadIn(route, language).title : company.name;
};

/**
 * The link preview pictures of every page a crawler can reach without an id, in each language (its title on the
 * brand's colours; `/uz/pricing` shows the Uzbek title), and the generic one (the home page's title) for every other
 * page, as hashed files under `og/`.
 */
export async function linkPreviewFiles(
  render: (title: string) => Promise<Uint8Array> = renderPreviewPicture,
): Promise<{ files: BuiltFiles; previews: LinkPreviewPictures }> {
  const files: BuiltFiles = new Map();
  const picture = async (slug: string, title: string): Promise<LinkPreviewPicture> => {
    const png = await render(title);
    const file = `og/${slug}.${contentHash(png)}.png`;
    files.set(file, png);
    return { url: `/${file}`, alt: `${company.name}: ${title}` };
  };
  const pages: LinkPreviewPictures['pages'] = {};
  for (const path of sitemapPaths)
    for (const language of languages) {
      const localized = pathIn(language, path);
      pages[localized] = await picture(slugOf(localized), titleOf(path, language));
    }
  return { files, previews: { pages, generic: await picture('site', titleOf('/', 'ru')) } };
}
