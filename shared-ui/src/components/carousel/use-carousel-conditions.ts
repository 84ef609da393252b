import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const subscribeReducedMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

/**
 * True while the visitor asks for reduced motion; false where `matchMedia` is missing, on the server and while the
 * server's markup is hydrated.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/**
 * Whether the element is on screen now and whether it has ever been; both true where IntersectionObserver is
 * missing, so content never stays hidden.
 */
export function useVisibility(ref: RefObject<Element | null>): { visible: boolean; seen: boolean } {
  // Both start false, on the server too, so hydration matches; the browser tells the truth after mount.
  const [visible, setVisible] = useState(false);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (typeof IntersectionObserver !== 'function') {
      setVisible(true);
      setSeen(true);
      return undefined;
    }
    if (!element) {
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) {
        setVisible(entry.isIntersecting);
        if (entry.isIntersecting) {
          setSeen(true);
        }
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return { visible, seen };
}
