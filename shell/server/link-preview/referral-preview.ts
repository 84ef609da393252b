import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import {
  type LinkPreviewPicture,
  type ReferralInfo,
  referralLandingTexts,
  referralPreviewPrefix,
  type ShellDocumentFile,
} from 'shared-data/core';
import type { ReferralFound } from '../referral-lookup';
import { renderPreviewPicture } from './preview-picture';
import { previewName } from './preview-text';

/** A referral picture names its ambassador, whose name may change: kept by crawlers an hour. */
const referralPictureCache = 'public, max-age=3600';

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
  /** How many pictures are kept at most (the least recently asked for goes first). */
  maxEntries?: number;
  render?: (title: string) => Promise<Uint8Array>;
}

/**
 * Referral pictures rendered on request, each once: kept by what they say (the ambassador's name and the discount),
 * so two links of one ambassador, or many crawlers fetching one link, cost one render. A render under way is shared.
 */
export function createReferralPictures({
  maxEntries = 500,
  render = renderPreviewPicture,
}: ReferralPicturesOptions = {}) {
  const kept = new LRUCache<string, Promise<Uint8Array>>({ max: maxEntries });
  return (info: Pick<ReferralInfo, 'name'>) => {
    const text = referralLandingTexts.previewPicture(previewName(info.name));
    let picture = kept.get(text);
    if (!picture) {
      picture = render(text);
      kept.set(text, picture);
      picture.catch(() => kept.delete(text));
    }
    return picture;
  };
}

/**
 * Serves `/og/referral/<id>.png`: the picture naming the id's ambassador, or the build's generic picture for an id no
 * ambassador stands behind (or while nobody can say).
 */
export function registerReferralPreviews(
  app: Hono,
  {
    distDir,
    shellBuild,
    lookUp,
    pictures = createReferralPictures(),
  }: {
    distDir: string;
    shellBuild: () => ShellDocumentFile;
    lookUp: (referralId: string) => Promise<ReferralFound | undefined>;
    pictures?: ReturnType<typeof createReferralPictures>;
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
    const found = await lookUp(referralId);
    const named = found && referralPreview(referralId, found) ? found.info : undefined;
    const png = named ? await pictures(named) : genericPicture();
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': named ? referralPictureCache : 'no-cache',
    });
  });
}
