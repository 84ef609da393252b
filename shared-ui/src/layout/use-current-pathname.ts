import { useSyncExternalStore } from 'react';

// single-spa turns every pushState/replaceState into a popstate event, so this also follows other apps' navigation.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

const getPathname = () => window.location.pathname;
const getServerPathname = () => '/';

/** The current URL pathname, updated whenever any micro-frontend navigates. */
export function useCurrentPathname(): string {
  return useSyncExternalStore(subscribe, getPathname, getServerPathname);
}
