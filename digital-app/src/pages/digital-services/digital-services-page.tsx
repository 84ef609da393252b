import { ConsultationDialog, PageLayout } from 'shared-ui/layout';
import { ServicesCatalog } from '../../features/digital-services/components/services-catalog';
import { ServicesHero } from '../../features/digital-services/components/services-hero';
import { ServicesCta } from '../../features/services-cta/components/services-cta';
import { TechnologiesGrid } from '../../features/technologies/components/technologies-grid';

/**
 * `/digital/services`: the studio's services with their prices, its technologies and a call to action; its buttons
 * open the page's one consultation dialog.
 */
export function DigitalServicesPage() {
  return (
    <PageLayout variant="digital">
      <ServicesHero />
      <ServicesCatalog />
      <TechnologiesGrid />
      <ServicesCta />
      <ConsultationDialog />
    </PageLayout>
  );
}
