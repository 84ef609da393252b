import { useLocation } from 'react-router-dom';
import { findSeoLandingVariant } from 'shared-data/catalog';
import { ConsultationSection, PageLayout } from 'shared-ui/layout';
import { SeoContacts } from '../../features/seo-landing/components/seo-contacts';
import { SeoHero } from '../../features/seo-landing/components/seo-hero';
import { SeoOffers } from '../../features/seo-landing/components/seo-offers';
import { SeoReasons } from '../../features/seo-landing/components/seo-reasons';

/** The SEO landing of the five SEO paths; the headline follows the path. */
export function SeoLandingPage() {
  const variant = findSeoLandingVariant(useLocation().pathname);
  return (
    <PageLayout variant="marketing">
      <SeoHero variant={variant} />
      <SeoReasons />
      <SeoOffers />
      <SeoContacts />
      <ConsultationSection />
    </PageLayout>
  );
}
