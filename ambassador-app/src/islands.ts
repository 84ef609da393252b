import { island } from 'shared-ui';

/**
 * The parts of the ambassador pages a visitor acts on; the rest of each page is the server's markup and ships no code.
 */

/**
 * The ambassador's cabinet, one island: the server renders the registration view (it knows no device's token); after
 * hydration a kept token opens the dashboard in its place. The registration form with its e-mail lookup and the code
 * sign-in are its parts, as each hands the session it opens to the cabinet. The page's store loads with the first
 * request a visitor sends, or with the dashboard on a device that holds a token, not with the form.
 */
export const AmbassadorAccessIsland = island(
  () => import(/* webpackChunkName: "AmbassadorAccess" */ './pages/ambassador/cabinet/ambassador-access'),
  'AmbassadorAccess',
  { firstScreen: true },
);

/** The referral landing's note that its promo code is kept: it keeps the code for the order forms. */
export const PromoCodeKeeperIsland = island(
  () =>
    import(
      /* webpackChunkName: "PromoCodeKeeper" */ './features/referral-offer/components/promo-code-keeper'
    ),
  'PromoCodeKeeper',
  { store: true },
);
