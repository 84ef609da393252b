import { marketingServicesIn, marketingServicesTexts } from 'shared-data/catalog';
import { Container, Section, useTexts } from 'shared-ui';
import { CtaCard, PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { ServicesCatalog } from '../../features/marketing-services/components/services-catalog';
import { marketingTexts } from '../../texts/book';

/** `/services`: the marketing services and the tariffs that include them. */
export function ServicesPage() {
  const texts = useTexts(marketingTexts).servicesPage;
  const serviceCount = marketingServicesIn(useTexts(marketingServicesTexts)).length;
  return (
    <PageLayout variant="marketing">
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead(serviceCount)} />
      <ServicesCatalog />
      <Section aria-label={texts.callToAction} tone="alt">
        <Container>
          <CtaCard variant="both" />
        </Container>
      </Section>
    </PageLayout>
  );
}
