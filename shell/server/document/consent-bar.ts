import {
  consentAnsweredAttribute,
  consentBarId,
  consentChoiceAttribute,
  type Language,
  pathIn,
  type RuntimeConfig,
} from 'shared-data/core';
import { colors } from 'shared-ui/colors';
import { shellServerTexts } from '../texts/texts';

const privacyPath = '/privacy';

const style = [
  `#${consentBarId}{background:${colors.surfaceAlt};color:${colors.text};border-bottom:1px solid ${colors.border};`,
  'padding:12px 16px;font:15px/1.4 system-ui,sans-serif;display:flex;flex-wrap:wrap;gap:8px 16px;',
  'align-items:center;justify-content:center}',
  `#${consentBarId} p{margin:0}`,
  `#${consentBarId} a{color:${colors.primary}}`,
  `#${consentBarId} button{font:inherit;min-height:44px;padding:0 16px;border-radius:8px;cursor:pointer;`,
  `border:1px solid ${colors.primary};background:${colors.surface};color:${colors.primary}}`,
  `#${consentBarId} button[${consentChoiceAttribute}=accepted]{background:${colors.primary};color:${colors.primaryContrast}}`,
  `#${consentBarId} :focus-visible{outline:3px solid ${colors.focusRing};outline-offset:2px}`,
  `html[${consentAnsweredAttribute}] #${consentBarId}{display:none}`,
].join('');

/** Whether pages carry the consent bar (and its script): an analytics id is set. */
export const hasConsentBar = (config: Pick<RuntimeConfig, 'yandexMetricaId' | 'ga4MeasurementId'>) =>
  Boolean(config.yandexMetricaId || config.ga4MeasurementId);

/**
 * The analytics consent bar, when an analytics id is set: its style for the head and its markup, first in the body,
 * in the flow of the page (it pushes the page down rather than covering it, and takes no focus). A device that
 * answered before never sees it: the early script marks `<html>` before the first paint. Its words are the page's
 * language, and its link leads to the privacy page in it.
 */
export function consentBar(
  config: RuntimeConfig,
  language: Language,
): { style: string; markup: string } | undefined {
  if (!hasConsentBar(config)) return undefined;
  const texts = shellServerTexts[language].consentBar;
  const button = (choice: string, label: string) =>
    `<button type="button" ${consentChoiceAttribute}="${choice}">${label}</button>`;
  return {
    style: `<style>${style}</style>`,
    markup:
      `<section id="${consentBarId}" aria-label="${texts.label}">` +
      `<p>${texts.sentence} <a href="${pathIn(language, privacyPath)}">${texts.more}</a></p>` +
      `${button('accepted', texts.accept)}${button('declined', texts.decline)}</section>`,
  };
}
