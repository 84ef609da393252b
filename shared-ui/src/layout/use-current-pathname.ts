import { createContext, useContext, useSyncExternalStore } from 'react';

// single-spa turns every pushState/replaceState into a popstate event, so this also follows other apps' navigation.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

const getPathname = () => window.location.pathname;

/** The request's pathname while a page is rendered on the server; the browser reads its address bar. */
export const ServerPathnameContext = createContext<string | undefined>(undefined);

/** The current URL pathname, updated whenever any micro-frontend navigates; on the server, the request's. */
export function useCurrentPathname(): string {
  const serverPathname = useContext(ServerPathnameContext);
  return useSyncExternalStore(subscribe, getPathname, () => serverPathname ?? window.location.pathname);
}
