import type { Language, LinkPreviewPicture, PageData, PageDataHookName, RouteMeta } from 'shared-data/core';

/** What a parameter page's data hook is given: the page's parameters, its head from the table, the client's budget. */
interface PageDataRequest {
  /** The parameters of the address, decoded (`{ referralId: 'lola-1' }` for `/referral/lola-1`). */
  params: Readonly<Record<string, string>>;
  /** The page's head as the route table gives it, in the page's language. */
  meta: RouteMeta;
  /** The page's language (its path's). */
  language: Language;
  /** Whether this client may still make the server ask others (its share of lookups this minute). */
  mayAsk: () => boolean;
}

/** What a data hook found for a page: its head, its link preview, and the data the page is rendered with. */
interface PageDataFound {
  meta: RouteMeta;
  preview?: LinkPreviewPicture;
  /**
   * The data the remote renders the page with; none when the server cannot know it now (the lookup was not allowed or
   * not answered): the page then goes out with its head alone and the browser renders it.
   */
  data?: PageData;
}

/** Reads a parameter page's data before it is rendered. */
export type PageDataHook = (request: PageDataRequest) => Promise<PageDataFound>;

/** One hook for each name the route table may give a page (`SitePath.data`). */
export type PageDataHooks = Readonly<Record<PageDataHookName, PageDataHook>>;

/** A parameter page without a hook: its head from the table, rendered from its address alone. */
export const fromTheAddress: PageDataHook = async ({ meta }) => ({ meta, data: {} });
