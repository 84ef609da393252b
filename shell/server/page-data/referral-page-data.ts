import { type ReferralInfo, type RouteMeta, referralLandingTexts } from 'shared-data/core';
import { referralPreview } from '../link-preview/referral-preview';
import type { LookUpReferral } from '../referral-lookup';
import type { PageDataHook } from './page-data-hooks';

/** The head of a referral landing whose ambassador is known: who invites, in the title and the link preview. */
const referralMeta = (meta: RouteMeta, info: ReferralInfo): RouteMeta => ({
  ...meta,
  title: referralLandingTexts.title(info.name_genitive || info.name),
  description: referralLandingTexts.shareDescription(info.name_genitive || info.name),
});

/**
 * The data of an ambassador's link (`:referralId`): who invites, looked up when the client may still ask. A known
 * ambassador names the page's title and its link preview; without an answer the browser renders the page.
 */
export const referralPageData =
  (lookUp: LookUpReferral): PageDataHook =>
  async ({ params, meta, mayAsk }) => {
    const referralId = params.referralId ?? '';
    const found = await lookUp(referralId, mayAsk);
    const preview = referralPreview(referralId, found);
    return {
      meta: found?.known ? referralMeta(meta, found.info) : meta,
      ...(preview ? { preview } : {}),
      ...(found ? { data: { referral: { referralId, info: found.info } } } : {}),
    };
  };
