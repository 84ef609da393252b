import { useMutationOnDemand } from './use-api-on-demand';

/**
 * Sends one lead through `submit-application` and resolves with the answer (rejects with the function's error).
 * The page's store, the api and RTK Query load with the first send, not with the page or the form.
 */
export const useSubmitLead = () => useMutationOnDemand((api) => api.leadsApi.endpoints.submitApplication);
