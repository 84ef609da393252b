import { marketingServices } from 'shared-data/catalog';
import { Container, Section } from 'shared-ui';
import { CtaCard, PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { ServicesCatalog } from '../../features/marketing-services/components/services-catalog';

/** `/services`: the marketing services and the tariffs that include them. */
export function ServicesPage() {
  return (
    <PageLayout variant="marketing">
      <PageIntro
        eyebrow="Услуги"
        title="Маркетинговые услуги"
        lead={`${marketingServices.length} услуг для роста продаж: от таргетированной рекламы и SMM до CRM и брендинга. Каждая входит в готовые тарифы или собирается в конструкторе.`}
      />
      <ServicesCatalog />
      <Section aria-label="Консультация и тарифы" tone="alt">
        <Container>
          <CtaCard variant="both" />
        </Container>
      </Section>
    </PageLayout>
  );
}
