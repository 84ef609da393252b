import { useEffect } from 'react';
import { scrollToSection, sectionIdOf } from 'shared-ui';

/**
 * Scrolls to the section the URL's hash names, on mount and after every navigation (single-spa reports each as
 * `popstate`), waiting briefly for a section another remote renders. The same address is not scrolled to twice,
 * so unrelated history updates leave the visitor where they are.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    let stop = () => {};
    let handled = '';
    const scroll = () => {
      const { pathname, search, hash } = window.location;
      const address = `${pathname}${search}${hash}`;
      if (address === handled) return;
      handled = address;
      stop();
      const id = sectionIdOf(hash);
      stop = id ? scrollToSection(id) : () => {};
    };
    scroll();
    window.addEventListener('popstate', scroll);
    return () => {
      window.removeEventListener('popstate', scroll);
      stop();
    };
  }, []);
}
