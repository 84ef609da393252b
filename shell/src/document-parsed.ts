/**
 * Resolves once the browser has parsed the whole document. The entry may run before that: a referral link's page
 * (`?code=`) starts it at its first paint, and on a slow phone the first paint comes while the rest of the markup is
 * still arriving, so the shell's element, the islands and the page's data may not be there yet.
 */
export function documentParsed(target: Window = window): Promise<void> {
  const { document } = target;
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}
