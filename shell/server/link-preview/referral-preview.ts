import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Context, Hono } from 'hono';
import pLimit from 'p-limit';
import {
  type LinkPreviewPicture,
  type ReferralInfo,
  referralLandingTexts,
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

/** The picture of a referral link's preview: it names the ambassador, when the lookup found one with a name. */
export function referralPreview(
  referralId: string,
  found: ReferralFound | undefined,
): LinkPreviewPicture | undefined {
  const name = found?.known ? previewName(found.info.name) : '';
  if (!name) return undefined;
  return {
    url: `${referralPreviewPrefix}${encodeURIComponent(referralId)}.png`,
    alt: referralLandingTexts.previewPicture(name),
  };
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
     * The picture naming the ambassador of `referralId`: the one kept, or drawn when `mayDraw()` allows it and not
     * too many drawings wait; otherwise none. `layout` names the look (the build's generic picture).
     */
    async picture(
      referralId: string,
      info: Pick<ReferralInfo, 'name'>,
      layout: string,
      mayDraw: () => boolean = () => true,
    ): Promise<Uint8Array | undefined> {
      const text = referralLandingTexts.previewPicture(previewName(info.name));
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
 * Serves `/og/referral/<id>.png`: the picture naming the id's ambassador, or the build's generic picture for an id no
 * ambassador stands behind (or while nobody can say). The lookup decides every time whether the kept picture may go
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
  const genericPicture = () => {
    const { url } = shellBuild().previews.generic;
    let bytes = generic.get(url);
    if (!bytes) {
      bytes = readFileSync(join(distDir, url));
      generic.set(url, bytes);
    }
    return bytes;
  };
  app.get(`${referralPreviewPrefix}:file{[^/]+\\.png}`, async (c) => {
    const referralId = c.req.param('file').slice(0, -'.png'.length);
    const spend = mayAsk(c);
    const found = await lookUp(referralId, spend);
    const named = found && referralPreview(referralId, found) ? found.info : undefined;
    const png =
      named && (await pictures.picture(referralId, named, shellBuild().previews.generic.url, spend));
    return c.body((png ?? genericPicture()) as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': png ? referralPictureCache : 'no-cache',
    });
  });
}
