import { type RefObject, useEffect, useState } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True while the visitor asks for reduced motion; false where `matchMedia` is missing. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      return undefined;
    }
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/**
 * Whether the element is on screen now and whether it has ever been; both true where IntersectionObserver is
 * missing, so content never stays hidden.
 */
export function useVisibility(ref: RefObject<Element | null>): { visible: boolean; seen: boolean } {
  const supported = typeof IntersectionObserver === 'function';
  const [visible, setVisible] = useState(!supported);
  const [seen, setSeen] = useState(!supported);
  useEffect(() => {
    const element = ref.current;
    if (!supported || !element) {
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
  }, [ref, supported]);
  return { visible, seen };
}
