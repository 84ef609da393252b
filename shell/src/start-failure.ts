import type { Language } from 'shared-data/site';

/**
 * What the failure says, in both languages in the entry's own code: the shell could not start, so no text book came
 * either. (Plain text, no markup: it is written into the element as HTML.)
 */
const startFailureTexts: Readonly<Record<Language, { title: string; lead: string; reload: string }>> = {
  ru: {
    title: 'Сайт временно недоступен',
    lead: 'Попробуйте обновить страницу через минуту.',
    reload: 'Обновить',
  },
  uz: {
    title: 'Sayt vaqtincha ishlamayapti',
    lead: 'Bir daqiqadan so‘ng sahifani yangilab ko‘ring.',
    reload: 'Yangilash',
  },
};

/**
 * What the visitor sees when the shell cannot start (its start chunk did not arrive, or its start threw): a message
 * and «Обновить», which loads the page again. Its listener is attached here: the page's CSP refuses inline handlers.
 * The shell's element is named as it is (`shellElementId`): this module comes with the entry, before any shared one.
 */
export function showStartFailure(
  error: unknown,
  { doc = document, reload = () => window.location.reload() }: { doc?: Document; reload?: () => void } = {},
) {
  console.error('Shell failed to start:', error);
  const element = doc.getElementById('shell-root');
  if (!element) return;
  // The page's language as `languageOfPath` reads it, written out: this module takes nothing from a shared one.
  const texts = startFailureTexts[/^\/uz(\/|$)/.test(doc.location?.pathname ?? '/') ? 'uz' : 'ru'];
  element.innerHTML =
    `<main style="padding:2rem;font-family:system-ui,sans-serif"><h1>${texts.title}</h1>` +
    `<p>${texts.lead}</p><button type="button">${texts.reload}</button></main>`;
  element.querySelector('button')?.addEventListener('click', () => reload());
}
