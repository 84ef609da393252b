import { useEffect, useRef, useState } from 'react';
import { ConsultationSectionForm } from 'shared-ui/forms';

const nearViewport = '600px 0px';

/**
 * The consultation form, loaded once its place comes near the screen; the reserved height keeps the page from
 * jumping when it arrives.
 */
export function DeferredConsultationForm({ 'aria-labelledby': labelledBy }: { 'aria-labelledby': string }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: nearViewport },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div ref={place} css={{ minHeight: shown ? undefined : '36rem' }}>
      {shown ? <ConsultationSectionForm aria-labelledby={labelledBy} /> : null}
    </div>
  );
}
