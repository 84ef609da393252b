import { useLocation } from 'react-router-dom';
import { seoLandingHeadlinesIn, seoLandingTexts, seoLandingVariantOf } from 'shared-data/catalog';
import { usePageLanguage, useTexts } from 'shared-ui';
import { ConsultationSection, PageLayout } from 'shared-ui/layout';
import { SeoContacts } from '../../features/seo-landing/components/seo-contacts';
import { SeoHero } from '../../features/seo-landing/components/seo-hero';
import { SeoOffers } from '../../features/seo-landing/components/seo-offers';
import { SeoReasons } from '../../features/seo-landing/components/seo-reasons';

/** The SEO landing of the five SEO paths; the headline follows the path. */
export function SeoLandingPage() {
  // The router's path is without the language's prefix (`basename`), as the headlines name it.
  const headlines = seoLandingHeadlinesIn(useTexts(seoLandingTexts), usePageLanguage());
  const variant = seoLandingVariantOf(headlines, useLocation().pathname);
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
