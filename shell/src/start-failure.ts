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
  element.innerHTML =
    '<main style="padding:2rem;font-family:system-ui,sans-serif"><h1>Сайт временно недоступен</h1>' +
    '<p>Попробуйте обновить страницу через минуту.</p><button type="button">Обновить</button></main>';
  element.querySelector('button')?.addEventListener('click', () => reload());
}
