import { languageOfPath, privacyPolicy } from 'shared-data/site';
import type { Lead, SubmitApplicationResult } from '../schemas/lead.schema';
import { storedVisitSource } from '../schemas/lead-source';
import { api } from './api';

const sessionStorageOrNone = () => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Lead endpoints: every form of the site sends its lead through `submitApplication`, with where the visit came from
 * (`storedVisitSource`), the privacy policy version its form's consent line links (sending is the consent) and the
 * language of the page it was sent from, so the team answers in it.
 */
export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitApplication: build.mutation<SubmitApplicationResult, Lead>({
      query: (lead) => ({
        name: 'submit-application',
        body: {
          ...storedVisitSource(sessionStorageOrNone()),
          ...lead,
          consent_version: privacyPolicy.version,
          language: languageOfPath(globalThis.location?.pathname ?? '/'),
        },
      }),
    }),
  }),
});
