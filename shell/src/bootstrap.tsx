import { createRoot, type Root } from 'react-dom/client';
import {
  appElementId,
  languageOfPath,
  loadPageBooks,
  promoCodeFromSearch,
  type RemoteRegistryEntry,
  readEmbeddedRegistry,
  readPageData,
  readRuntimeConfig,
} from 'shared-data/site';
import type { AppStore } from 'shared-data/store';
import { documentParsed } from './document-parsed';
import { earlyErrors } from './error-reports/early-errors';
import { registerApps } from './register-apps';
import { showStartFailure } from './start-failure';

/**
 * The 404 page's code, and the texts it shows in the page's language: only a visitor who moves to an unknown address
 * in the page loads them.
 */
const notFoundPage = async () => {
  const [module, { shellTexts }] = await Promise.all([
    import(/* webpackChunkName: "not-found" */ './not-found/not-found-page'),
    import(/* webpackChunkName: "not-found" */ './texts/book'),
  ]);
  await loadPageBooks();
  return { ...module, title: shellTexts.loaded(languageOfPath(window.location.pathname))?.notFound.title };
};

/** The registry the page carries; a page without it (a cached or hand-made one) asks the server. */
async function readRegistry(): Promise<RemoteRegistryEntry[]> {
  const embedded = readEmbeddedRegistry();
  if (embedded) return embedded;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteRegistryEntry[];
}

async function main() {
  // The page's data, the shell's element and the islands are all in the markup: the whole of it, before anything reads it.
  await documentParsed();
  const config = readRuntimeConfig();
  earlyErrors()?.report(
    config.sentryDsn,
    () => import(/* webpackChunkName: "error-reports" */ './error-reports/sentry-reports'),
  );
  // A link that carries a promo code (`/pricing?code=…` from a referral landing) brings its discount to any page: the
  // early script has kept it in this browser (`keepBroughtPromoCode`), and the store takes it too.
  const linkedCode = promoCodeFromSearch(window.location.search);
  const pageData = readPageData();
  // The page's one store, made when the first part that reads it asks (most pages of islands never do).
  const createStore = async (): Promise<AppStore> => {
    const { createAppStore, promoCodeApplied } = await import(
      /* webpackChunkName: "store" */ 'shared-data/store'
    );
    const store = createAppStore({ config });
    // What the server rendered the page with, so the apps' first render matches its markup. Only a referral page
    // carries data for the store, and only it loads the api to hold it.
    if (pageData.referral) {
      const { seedPageData } = await import(/* webpackChunkName: "api" */ 'shared-data/api');
      seedPageData(store, pageData);
    }
    // Also where storage is unavailable (private mode), the linked code holds for this visit.
    if (linkedCode) store.dispatch(promoCodeApplied(linkedCode));
    return store;
  };
  let pageStore: Promise<AppStore> | undefined;
  // Once made, the same store for every app; a failed load is forgotten, so the next call tries again.
  const loadStore = () =>
    (pageStore ??= createStore().catch((error: unknown) => {
      pageStore = undefined;
      throw error;
    }));
  const shellElement = document.getElementById('shell-root');
  if (!shellElement) throw new Error('#shell-root is missing');
  const loadedAt = window.location.pathname;
  const registry = await readRegistry();
  let shellRoot: Root | undefined;
  // Whether the shell's element shows the 404 page, and for which address.
  let notFoundAt: string | undefined;
  // The page's title before the shell showed the 404 page in its place.
  let titleBefore: string | undefined;
  let firstRoute = true;

  const onRoute = (owned: boolean) => {
    const { pathname } = window.location;
    // A page loaded at an unknown address holds the server's 404 page, which needs no code: it stays as it is. (The
    // element may hold the short answer to a post too, at an address an app owns, which the shell leaves alone.)
    const serverNotFound = firstRoute && !owned && shellElement.hasChildNodes();
    firstRoute = false;
    if (owned) {
      shellRoot?.unmount();
      shellRoot = undefined;
      if (notFoundAt !== undefined) shellElement.replaceChildren();
      notFoundAt = undefined;
      if (titleBefore !== undefined) document.title = titleBefore;
      titleBefore = undefined;
      return;
    }
    console.error(`404: no page at ${pathname}`);
    if (serverNotFound || notFoundAt === pathname) {
      notFoundAt = pathname;
      return;
    }
    notFoundAt = pathname;
    titleBefore ??= document.title;
    // No app owns the address, so none is mounted: markup the server rendered for the address the page came from
    // goes too, or the 404 page would show under it.
    for (const { name } of registry) document.getElementById(appElementId(name))?.replaceChildren();
    notFoundPage().then(
      ({ NotFoundPage, title }) => {
        if (notFoundAt !== pathname) return;
        if (title) document.title = title;
        if (!shellRoot) {
          shellElement.replaceChildren();
          shellRoot = createRoot(shellElement);
        }
        shellRoot.render(<NotFoundPage config={config} />);
      },
      (error: unknown) => {
        // The layout comes with a remote's page (`shellTakesOnly`): where none has brought it, or its code cannot
        // come, the server answers the address with the same page. Never at the address the page was loaded at.
        console.error('The 404 page could not be loaded:', error);
        if (notFoundAt === pathname && pathname !== loadedAt) window.location.reload();
      },
    );
  };

  registerApps({ loadStore, config, registry, onRoute });
}

main().catch(showStartFailure);
