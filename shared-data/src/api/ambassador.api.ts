import type { ReferralInfo } from '../catalog/referral';
import { ambassadorTokenHeader } from '../config/ambassador-token';
import type {
  AmbassadorEmailInput,
  AmbassadorLogoutResult,
  AmbassadorLookupResult,
  AmbassadorMeResult,
  AmbassadorReferralsResult,
  AmbassadorRegistrationInput,
  AmbassadorRegistrationResult,
  AmbassadorSendCodeResult,
  AmbassadorSession,
  AmbassadorVerifyInput,
} from '../schemas/ambassador.schema';
import { api } from './api';

/** Ambassador programme endpoints: registration, the private dashboard and the public referral landing. */
export const ambassadorApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerAmbassador: build.mutation<AmbassadorRegistrationResult, AmbassadorRegistrationInput>({
      query: (body) => ({ name: 'register-ambassador-simple', body }),
    }),
    lookupAmbassador: build.mutation<AmbassadorLookupResult, AmbassadorEmailInput>({
      query: (body) => ({ name: 'ambassador-lookup', body }),
    }),
    sendAmbassadorCode: build.mutation<AmbassadorSendCodeResult, AmbassadorEmailInput>({
      query: (body) => ({ name: 'ambassador-send-code', body }),
    }),
    verifyAmbassadorCode: build.mutation<AmbassadorSession, AmbassadorVerifyInput>({
      query: (body) => ({ name: 'ambassador-verify', body }),
    }),
    /** The dashboard of the ambassador this browser holds a token for. */
    ambassadorMe: build.query<AmbassadorMeResult, string>({
      query: (token) => ({ name: 'ambassador-me', body: {}, headers: { [ambassadorTokenHeader]: token } }),
    }),
    /** The leads behind the dashboard's totals and the earnings by month. */
    ambassadorReferrals: build.query<AmbassadorReferralsResult, string>({
      query: (token) => ({
        name: 'ambassador-referrals',
        body: {},
        headers: { [ambassadorTokenHeader]: token },
      }),
    }),
    /** Ends the token on the server; the caller forgets it whatever the answer. */
    logoutAmbassador: build.mutation<AmbassadorLogoutResult, string>({
      query: (token) => ({
        name: 'ambassador-logout',
        body: {},
        headers: { [ambassadorTokenHeader]: token },
      }),
    }),
    referralInfo: build.query<ReferralInfo, string>({
      query: (referralId) => ({ name: 'referral-info', body: { referral_id: referralId } }),
    }),
  }),
});

/** The hooks of the parts that render with the store; the registration's requests go through `useMutationOnDemand`. */
export const {
  useAmbassadorMeQuery,
  useAmbassadorReferralsQuery,
  useLogoutAmbassadorMutation,
  useReferralInfoQuery,
} = ambassadorApi;
