import {
  ambassadorProgrammeBook,
  type Language,
  type ReferralInfo,
  type RouteMeta,
  referralLandingTextsIn,
} from 'shared-data/core';
import { referralPreview } from '../link-preview/referral-preview';
import type { LookUpReferral } from '../referral-lookup';
import type { PageDataHook } from './page-data-hooks';

/**
 * The head of a referral landing whose ambassador is known, in the page's language: who invites, in the title and the
 * link preview (a Russian page names them in the genitive, an Uzbek one by their name).
 */
const referralMeta = async (meta: RouteMeta, info: ReferralInfo, language: Language): Promise<RouteMeta> => {
  const texts = referralLandingTextsIn(await ambassadorProgrammeBook.load(language));
  return { ...meta, title: texts.title(info), description: texts.shareDescription(info) };
};

/**
 * The data of an ambassador's link (`:referralId`): who invites, looked up when the client may still ask. A known
 * ambassador names the page's title and its link preview; without an answer the browser renders the page.
 */
export const referralPageData =
  (lookUp: LookUpReferral): PageDataHook =>
  async ({ params, meta, language, mayAsk }) => {
    const referralId = params.referralId ?? '';
    const found = await lookUp(referralId, mayAsk);
    const preview = await referralPreview(referralId, found, language);
    return {
      meta: found?.known ? await referralMeta(meta, found.info, language) : meta,
      ...(preview ? { preview } : {}),
      ...(found ? { data: { referral: { referralId, info: found.info } } } : {}),
    };
  };
