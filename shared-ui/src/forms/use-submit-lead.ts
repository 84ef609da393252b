import { useCallback } from 'react';
import type { Lead, SubmitApplicationResult } from 'shared-data/forms';
import { usePageStore } from 'shared-ui';

/**
 * Sends one lead through `submit-application` and resolves with the answer (rejects with the function's error).
 * The page's store, the api and RTK Query load with the first send, not with the page or the form.
 */
export function useSubmitLead() {
  const pageStore = usePageStore();
  return useCallback(
    async (lead: Lead): Promise<SubmitApplicationResult> => {
      const [store, { leadsApi }] = await Promise.all([
        pageStore.load(),
        import(/* webpackChunkName: "api" */ 'shared-data/api'),
      ]);
      const request = store.dispatch(leadsApi.endpoints.submitApplication.initiate(lead));
      try {
        return await request.unwrap();
      } finally {
        request.reset();
      }
    },
    [pageStore],
  );
}
