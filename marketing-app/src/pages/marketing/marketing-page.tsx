import { ConsultationSection, PageLayout } from 'shared-ui/layout';
import { ClientsCarousel } from '../../features/clients/components/clients-carousel';
import { MarketingHero } from '../../features/marketing-hero/components/marketing-hero';
import { ServicesCallToAction } from '../../features/marketing-hero/components/services-call-to-action';
import { PricingSection } from '../../features/plans/components/pricing-section';
import { WhyUsSection } from '../../features/why-us/components/why-us-section';

/** `/marketing`: the marketing agency's landing. */
export function MarketingPage() {
  return (
    <PageLayout variant="marketing">
      <MarketingHero />
      <WhyUsSection />
      <ClientsCarousel />
      <ServicesCallToAction />
      <PricingSection />
      <ConsultationSection />
    </PageLayout>
  );
}
