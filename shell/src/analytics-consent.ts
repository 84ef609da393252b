import {
  analyticsIds,
  clearAnalyticsCookies,
  consentAnsweredAttribute,
  consentBarId,
  consentChoiceAttribute,
  consentReopenAttribute,
  forgetConsent,
  isChoice,
  loadAnalyticsTags,
  readConsent,
  reportLeadGoal,
  storeConsent,
} from 'shared-data/analytics';
import { sentNoticeParams } from 'shared-data/page';
import { whenIdle } from './when-idle';

const localStorageOf = (target: Window) => {
  try {
    return target.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Whether this page was opened as the thanks for a lead the platform posted (`?sent=<form>`, decision record 027): the
 * address the document was loaded from, which the early script has since cleaned (a reload loads the clean one).
 */
function openedAfterPostedLead(target: Window): boolean {
  const [opened] = target.performance?.getEntriesByType?.('navigation') ?? [];
  if (!opened?.name) return false;
  try {
    return new URL(opened.name).searchParams.has(sentNoticeParams.form);
  } catch {
    return false;
  }
}

/**
 * The consent bar's behaviour, from the early script: a choice this device kept marks `<html>` before the page
 * paints (the bar's style then hides it, so it never flashes), a click on «Принять» or «Отклонить» keeps the choice
 * and hides the bar, and after an accept (now or on an earlier visit) the configured tags load once the page is
 * idle. A lead sent before the page's code arrived (posted by the platform) is a goal on the page that thanks for
 * it, once the tags load there, as a lead the page's code sends is. A decline removes the tags' cookies. A «change your choice» control (`/privacy`) forgets the choice and
 * shows the bar again, with the focus on it. A page without analytics ids has no bar and loads nothing.
 */
export function startAnalyticsConsent(target: Window = window) {
  const { document } = target;
  const storage = localStorageOf(target);
  let postedLead = openedAfterPostedLead(target);
  const load = () =>
    whenIdle(target, () => {
      loadAnalyticsTags(target, analyticsIds(document));
      if (!postedLead) return;
      postedLead = false;
      reportLeadGoal(target);
    });
  const known = readConsent(storage);
  if (known) document.documentElement.setAttribute(consentAnsweredAttribute, known);
  if (known === 'accepted') load();
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const bar = document.getElementById(consentBarId);
    if (bar && target?.closest?.(`[${consentReopenAttribute}]`)) {
      forgetConsent(storage);
      document.documentElement.removeAttribute(consentAnsweredAttribute);
      bar.querySelector('button')?.focus();
      return;
    }
    const choice = target
      ?.closest?.(`#${consentBarId} [${consentChoiceAttribute}]`)
      ?.getAttribute(consentChoiceAttribute);
    if (!isChoice(choice)) return;
    storeConsent(storage, choice);
    document.documentElement.setAttribute(consentAnsweredAttribute, choice);
    if (choice === 'accepted') load();
    else clearAnalyticsCookies(document);
  });
}
