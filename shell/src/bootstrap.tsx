import { createRoot, type Root } from 'react-dom/client';
import {
  promoCodeFromSearch,
  type RemoteRegistryEntry,
  readEmbeddedRegistry,
  readPageData,
  readRuntimeConfig,
} from 'shared-data/site';
import type { AppStore } from 'shared-data/store';
import { earlyErrors } from './error-reports/early-errors';
import { NotFoundPage } from './not-found/not-found-page';
import { registerApps } from './register-apps';
import { showStartFailure } from './start-failure';

/** The registry the page carries; a page without it (a cached or hand-made one) asks the server. */
async function readRegistry(): Promise<RemoteRegistryEntry[]> {
  const embedded = readEmbeddedRegistry();
  if (embedded) return embedded;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteRegistryEntry[];
}

async function main() {
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
  let shellRoot: Root | undefined;

  const onRoute = (owned: boolean) => {
    if (owned) {
      shellRoot?.unmount();
      shellRoot = undefined;
      return;
    }
    console.error(`404: no page at ${window.location.pathname}`);
    shellRoot ??= createRoot(shellElement);
    shellRoot.render(<NotFoundPage />);
  };

  registerApps({ loadStore, config, registry: await readRegistry(), onRoute });
}

main().catch(showStartFailure);
