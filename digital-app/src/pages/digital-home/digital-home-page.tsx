import { ConsultationDialog, PageLayout } from 'shared-ui/layout';
import { DigitalContact } from '../../features/digital-contact/components/digital-contact';
import { DigitalHero } from '../../features/digital-hero/components/digital-hero';
import { DigitalProjects } from '../../features/digital-projects/components/digital-projects';
import { DigitalStats } from '../../features/digital-stats/components/digital-stats';
import { DigitalWhyUs } from '../../features/digital-why-us/components/digital-why-us';
import { PackPricingSection } from '../../features/packs/components/pack-pricing-section';

/** `/digital`: the development studio's landing. */
export function DigitalHomePage() {
  return (
    <PageLayout variant="digital">
      <DigitalHero />
      <DigitalWhyUs />
      <DigitalStats />
      <PackPricingSection />
      <DigitalProjects />
      <DigitalContact />
      <ConsultationDialog />
    </PageLayout>
  );
}
