import { promoBannerIn, promoTexts } from 'shared-data/site';
import { useRuntimeConfig, useTexts } from 'shared-ui';
import { CountdownBanner } from 'shared-ui/content';

/**
 * The promo's countdown to the end date of the runtime config, ticking every second in the visitor's browser: by the
 * page's early script on a server-rendered page, by the component where React renders the page.
 */
export function PromoCountdown() {
  const { promoEndsAt } = useRuntimeConfig();
  const { text } = promoBannerIn(useTexts(promoTexts));
  return <CountdownBanner endsAt={promoEndsAt} message={text} />;
}
