import { useCallback } from 'react';
import { reportLeadGoal } from 'shared-data/analytics';
import type { Lead } from 'shared-data/forms';
import { useMutationOnDemand } from './use-api-on-demand';

/**
 * Sends one lead through `submit-application` and resolves with the answer (rejects with the function's error); a
 * lead sent is reported as a goal to the analytics tags the visitor accepted. The page's store, the api and RTK
 * Query load with the first send, not with the page or the form.
 */
export const useSubmitLead = () => {
  const submit = useMutationOnDemand((api) => api.leadsApi.endpoints.submitApplication);
  return useCallback(
    async (lead: Lead) => {
      const answer = await submit(lead);
      reportLeadGoal();
      return answer;
    },
    [submit],
  );
};
