import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Context, Hono } from 'hono';
import pLimit from 'p-limit';
import {
  ambassadorProgrammeBook,
  defaultLanguage,
  isLanguage,
  type Language,
  type LinkPreviewPicture,
  type LinkPreviewPictures,
  pathIn,
  type ReferralInfo,
  referralLandingTextsIn,
  referralPreviewPrefix,
  type ShellDocumentFile,
} from 'shared-data/core';
import type { Logger } from 'shared-data/server';
import type { LookUpReferral, ReferralFound } from '../referral-lookup';
import type { PictureFolder } from './picture-folder';
import { renderPreviewPicture } from './preview-picture';
import { previewName } from './preview-text';

/**
 * A referral picture names its ambassador, who may be erased or change their name: browsers and caches keep it five
 * minutes, the server checks the name at least every minute.
 */
const referralPictureCache = 'public, max-age=300';

/**
 * The picture a page without its own shows in `language`: the home page's in that language (the build draws one per
 * language), else the generic one.
 */
export const genericPreviewIn = (previews: LinkPreviewPictures, language: Language): LinkPreviewPicture =>
  (language === defaultLanguage ? undefined : previews.pages[pathIn(language, '/')]) ?? previews.generic;

/** What a referral picture says in `language`: who gives the discount. */
const pictureText = async (name: string, language: Language) =>
  referralLandingTextsIn(await ambassadorProgrammeBook.load(language)).previewPicture(name);

/**
 * The picture of a referral link's preview in the landing's language, when the lookup found an ambassador with a
 * name: `/og/referral/<id>.png`, or `/og/referral/<id>.<language>.png` for another language than Russian.
 */
export async function referralPreview(
  referralId: string,
  found: ReferralFound | undefined,
  language: Language = defaultLanguage,
): Promise<LinkPreviewPicture | undefined> {
  const name = found?.known ? previewName(found.info.name) : '';
  if (!name) return undefined;
  const suffix = language === defaultLanguage ? '' : `.${language}`;
  return {
    url: `${referralPreviewPrefix}${encodeURIComponent(referralId)}${suffix}.png`,
    alt: await pictureText(name, language),
  };
}

/** The referral id and language a picture's file name names (`<id>.png`, `<id>.uz.png`). */
function pictureFile(file: string): { referralId: string; language: Language } {
  const stem = file.slice(0, -'.png'.length);
  const dot = stem.lastIndexOf('.');
  const named = stem.slice(dot + 1);
  return dot > 0 && isLanguage(named) && named !== defaultLanguage
    ? { referralId: stem.slice(0, dot), language: named }
    : { referralId: stem, language: defaultLanguage };
}

export interface ReferralPicturesOptions {
  /** Where the pictures are kept between requests and restarts. */
  folder: PictureFolder;
  render?: (title: string) => Promise<Uint8Array>;
  /** Drawings that may wait for the one under way; a request past them gets the generic picture. */
  maxWaiting?: number;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Referral pictures, each drawn once and kept on disk by referral id and what it shows (the name and the discount,
 * drawn with the build's layout), so many crawlers fetching one link, or many links, cost one drawing each, across
 * restarts too. Drawings take turns, one at a time, each after the answers already waiting (a drawing holds the
 * thread 30–110 ms), and a drawing under way is shared.
 */
export function createReferralPictures({
  folder,
  render = renderPreviewPicture,
  maxWaiting = 8,
  logger,
}: ReferralPicturesOptions) {
  const drawing = pLimit(1);
  const underWay = new Map<string, Promise<Uint8Array>>();
  const draw = async (referralId: string, key: string, text: string) => {
    await setImmediate();
    const png = await render(text);
    await folder.write(referralId, key, png).catch((error: Error) => {
      logger?.warn({ err: error }, 'a referral picture could not be kept');
    });
    return png;
  };
  return {
    /**
     * The picture naming the ambassador of `referralId` in `language`: the one kept, or drawn when `mayDraw()` allows
     * it and not too many drawings wait; otherwise none. `layout` names the look (the build's generic picture).
     */
    async picture(
      referralId: string,
      info: Pick<ReferralInfo, 'name'>,
      layout: string,
      mayDraw: () => boolean = () => true,
      language: Language = defaultLanguage,
    ): Promise<Uint8Array | undefined> {
      const text = await pictureText(previewName(info.name), language);
      const key = createHash('sha256').update(`${layout}\n${text}`).digest('hex').slice(0, 16);
      const file = `${referralId}.${key}`;
      const kept = underWay.get(file) ?? (await folder.read(referralId, key));
      if (kept) return kept;
      let drawn = underWay.get(file);
      if (!drawn) {
        if (drawing.pendingCount >= maxWaiting || !mayDraw()) return undefined;
        drawn = drawing(() => draw(referralId, key, text)).finally(() => underWay.delete(file));
        underWay.set(file, drawn);
      }
      return drawn;
    },
    /** Drops what is kept for an id that is nobody's now. */
    forget: (referralId: string) => folder.remove(referralId),
    /** The referral ids whose pictures are kept. */
    keptIds: () => folder.ids(),
  };
}

export type ReferralPictures = ReturnType<typeof createReferralPictures>;

/**
 * Serves `/og/referral/<id>.png` (and `<id>.uz.png`): the picture naming the id's ambassador in its language, or the
 * build's generic picture in it for an id no ambassador stands behind (or while nobody can say). The lookup decides every time whether the kept picture may go
 * out; `mayAsk` says whether this request may spend (a lookup, a drawing).
 */
export function registerReferralPreviews(
  app: Hono,
  {
    distDir,
    shellBuild,
    lookUp,
    pictures,
    mayAsk = () => () => true,
  }: {
    distDir: string;
    shellBuild: () => ShellDocumentFile;
    lookUp: LookUpReferral;
    pictures: ReferralPictures;
    mayAsk?: (c: Context) => () => boolean;
  },
) {
  const generic = new Map<string, Uint8Array>();
  const genericPicture = (language: Language) => {
    const { url } = genericPreviewIn(shellBuild().previews, language);
    let bytes = generic.get(url);
    if (!bytes) {
      bytes = readFileSync(join(distDir, url));
      generic.set(url, bytes);
    }
    return bytes;
  };
  app.get(`${referralPreviewPrefix}:file{[^/]+\\.png}`, async (c) => {
    const { referralId, language } = pictureFile(c.req.param('file'));
    const spend = mayAsk(c);
    const found = await lookUp(referralId, spend);
    const named = found?.known && previewName(found.info.name) ? found.info : undefined;
    const layout = shellBuild().previews.generic.url;
    const png = named && (await pictures.picture(referralId, named, layout, spend, language));
    return c.body((png ?? genericPicture(language)) as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': png ? referralPictureCache : 'no-cache',
    });
  });
}
