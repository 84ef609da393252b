import type { Lead, SubmitApplicationResult } from '../schemas/lead.schema';
import { api } from './api';

/** Lead endpoints: every form of the site sends its lead through `submitApplication`. */
export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitApplication: build.mutation<SubmitApplicationResult, Lead>({
      query: (body) => ({ name: 'submit-application', body }),
    }),
  }),
});

export const { useSubmitApplicationMutation } = leadsApi;
