/**
 * What in-page scrolling needs and nothing else, so the small script that runs before the apps (`early-script.js`)
 * scrolls exactly as they do.
 */

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** `smooth`, or `auto` for visitors who ask for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
  return reduced ? 'auto' : 'smooth';
}

/** The section id a URL's hash names, or '' when it names none. */
export function sectionIdOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
