import {
  consentAnsweredAttribute,
  consentBarId,
  consentChoiceAttribute,
  type RuntimeConfig,
} from 'shared-data/core';
import { colors } from 'shared-ui/colors';

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

/**
 * The analytics consent bar, when an analytics id is set: its style for the head and its markup, first in the body,
 * in the flow of the page (it pushes the page down rather than covering it, and takes no focus). A device that
 * answered before never sees it: the early script marks `<html>` before the first paint.
 */
export function consentBar(config: RuntimeConfig): { style: string; markup: string } | undefined {
  if (!config.yandexMetricaId && !config.ga4MeasurementId) return undefined;
  const button = (choice: string, label: string) =>
    `<button type="button" ${consentChoiceAttribute}="${choice}">${label}</button>`;
  return {
    style: `<style>${style}</style>`,
    markup:
      `<section id="${consentBarId}" aria-label="Согласие на аналитику">` +
      `<p>Мы используем cookies для аналитики, чтобы улучшать сайт. <a href="${privacyPath}">Подробнее</a></p>` +
      `${button('accepted', 'Принять')}${button('declined', 'Отклонить')}</section>`,
  };
}
