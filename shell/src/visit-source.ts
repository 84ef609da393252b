import { keepVisitSource, storedVisitSource } from 'shared-data/lead-source';
import { afterFirstPaint } from './scripts-after-paint';

/**
 * Keeps where this visit came from for the leads it sends; without session storage they go without it. The address
 * and the referrer are read at once; the write waits for the page's first paint, because a tab's first use of its
 * session storage costs milliseconds the paint should not wait for (8–9 ms in a CPU profile of the home page here,
 * unthrottled). The page left before it is written writes it then; a form posted before calls the write it returns.
 */
export function keepThisVisitSource(target: Window = window): () => void {
  const address = target.location.href;
  const { referrer } = target.document;
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    try {
      keepVisitSource(target.sessionStorage, new URL(address), referrer);
    } catch {
      // Storage off (a private mode, a blocked cookie setting): nothing to keep.
    }
  };
  afterFirstPaint(target, keep);
  target.addEventListener('pagehide', keep, { once: true });
  return keep;
}

/**
 * A form posted to the site's server (sent without its code: scripts off, failing or still on their way) carries the
 * visit's source as the script path sends it with a lead: the kept fields it does not have yet go in as hidden ones.
 */
export function sendVisitSourceWithPosts(
  target: Window & typeof globalThis = window,
  keepFirst: () => void = () => {},
): void {
  target.document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof target.HTMLFormElement) || form.method !== 'post') return;
    keepFirst();
    let source: Record<string, string | undefined>;
    try {
      source = storedVisitSource(target.sessionStorage);
    } catch {
      return;
    }
    for (const [name, value] of Object.entries(source)) {
      if (value === undefined || form.elements.namedItem(name)) continue;
      const field = target.document.createElement('input');
      field.type = 'hidden';
      field.name = name;
      field.value = value;
      form.append(field);
    }
  });
}
