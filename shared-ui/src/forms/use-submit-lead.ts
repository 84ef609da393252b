import { useCallback } from 'react';
import type { Lead, SubmitApplicationResult } from 'shared-data/forms';
import { useAppDispatch } from 'shared-data/store';

/**
 * Sends one lead through `submit-application` and resolves with the answer (rejects with the function's error).
 * The api and RTK Query load with the first send, not with the page.
 */
export function useSubmitLead() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (lead: Lead): Promise<SubmitApplicationResult> => {
      const { leadsApi } = await import(/* webpackChunkName: "api" */ 'shared-data/api');
      const request = dispatch(leadsApi.endpoints.submitApplication.initiate(lead));
      try {
        return await request.unwrap();
      } finally {
        request.reset();
      }
    },
    [dispatch],
  );
}
