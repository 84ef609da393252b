import { paths } from 'shared-data';
import { AppLink, ConsultationSection, Container, Heading, PageLayout, Section, Text } from 'shared-ui';
import { PricingSection } from '../../features/plans/components/pricing-section';

/** `/`: the visitor chooses a division. */
export function HomePage() {
  return (
    <PageLayout variant="marketing">
      <Section id="choice" aria-labelledby="choice-title">
        <Container>
          <Heading level={1} id="choice-title">
            Маркетинг или разработка — с чего начнем?
          </Heading>
          <Text variant="lead">
            Два направления одного агентства: рост продаж через маркетинг и цифровые продукты под ключ.
          </Text>
          <ul aria-label="Направления">
            <li>
              <AppLink href={paths.marketing}>Маркетинговое агентство</AppLink>
              <Text variant="muted">Результат за 1–3 месяца: таргет, SMM, SEO, брендинг.</Text>
            </li>
            <li>
              <AppLink href={paths.digital}>Digital-студия</AppLink>
              <Text variant="muted">Проекты за 2–8 недель: сайты, приложения, боты, CRM.</Text>
            </li>
          </ul>
        </Container>
      </Section>
      <Section id="about" aria-labelledby="about-title" tone="alt">
        <Container>
          <Heading level={2} id="about-title">
            О нас
          </Heading>
          <Text>150+ успешных проектов, 98% довольных клиентов и поддержка 24/7.</Text>
        </Container>
      </Section>
      <PricingSection />
      <ConsultationSection />
    </PageLayout>
  );
}
