import { keepVisitSource } from 'shared-data/lead-source';

/** Keeps where this visit came from for the leads it sends; without session storage they go without it. */
export function keepThisVisitSource(): void {
  try {
    keepVisitSource(sessionStorage, new URL(location.href), document.referrer);
  } catch {
    // Storage off (a private mode, a blocked cookie setting): nothing to keep.
  }
}
