/** shared-data/api: the one RTK Query api of the site, its endpoints and hooks. */

export {
  ambassadorApi,
  useAmbassadorMeQuery,
  useAmbassadorReferralsQuery,
  useLogoutAmbassadorMutation,
  useReferralInfoQuery,
} from '../api/ambassador.api';
export { api, type FunctionCall } from '../api/api';
export { leadsApi } from '../api/leads.api';
export { promoApi, useCheckPromoCodeQuery } from '../api/promo.api';
export { ambassadorTokenHeader } from '../config/ambassador-token';
export { seedPageData } from '../store/page-data';
