import { promoBanner } from 'shared-data/site';
import { useRuntimeConfig } from 'shared-ui';
import { CountdownBanner } from 'shared-ui/content';

/**
 * The promo's countdown to the end date of the runtime config, ticking every second in the visitor's browser: by the
 * page's early script on a server-rendered page, by the component where React renders the page.
 */
export function PromoCountdown() {
  const { promoEndsAt } = useRuntimeConfig();
  return <CountdownBanner endsAt={promoEndsAt} message={promoBanner.text} />;
}
