import { keepVisitSource, storedVisitSource } from 'shared-data/lead-source';

/** Keeps where this visit came from for the leads it sends; without session storage they go without it. */
export function keepThisVisitSource(): void {
  try {
    keepVisitSource(sessionStorage, new URL(location.href), document.referrer);
  } catch {
    // Storage off (a private mode, a blocked cookie setting): nothing to keep.
  }
}

/**
 * A form posted to the site's server (sent without its code: scripts off, failing or still on their way) carries the
 * visit's source as the script path sends it with a lead: the kept fields it does not have yet go in as hidden ones.
 */
export function sendVisitSourceWithPosts(target: Window & typeof globalThis = window): void {
  target.document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof target.HTMLFormElement) || form.method !== 'post') return;
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
