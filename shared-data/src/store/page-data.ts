import { ambassadorApi } from '../api/ambassador.api';
import type { PageData } from '../config/page-data';
import type { AppStore } from './create-app-store';

/**
 * Puts what the server rendered a page with into the store, so the browser's first render shows the same (a referral
 * landing's inviter) and asks the server for nothing it already sent.
 */
export function seedPageData(store: AppStore, data: PageData) {
  if (data.referral) {
    store.dispatch(
      ambassadorApi.util.upsertQueryEntries([
        { endpointName: 'referralInfo', arg: data.referral.referralId, value: data.referral.info },
      ]),
    );
  }
}
