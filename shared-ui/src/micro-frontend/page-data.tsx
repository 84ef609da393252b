import { createContext, useContext } from 'react';
import { type PageData, readPageData } from 'shared-data/site';

/**
 * What the server knew when it rendered the page (`PageData`: a referral's inviter, a form it refused). The server's
 * render gives it to the page and to each island's root; in the browser it is the page's data block, read once.
 */
export const PageDataContext = createContext<PageData | undefined>(undefined);

let fromThePage: PageData | undefined;

/** The page's data, the same on the server and in the browser that hydrates its markup. */
export function usePageData(): PageData {
  const given = useContext(PageDataContext);
  if (given) return given;
  if (typeof document === 'undefined') return {};
  fromThePage ??= readPageData();
  return fromThePage;
}
