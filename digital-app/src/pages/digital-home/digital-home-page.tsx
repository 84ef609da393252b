import { paths } from 'shared-data';
import { AppLink, Container, Heading, PageLayout, Section, Text } from 'shared-ui';
import { PackPricingSection } from '../../features/packs/components/pack-pricing-section';

/** `/digital`: the development studio's landing. */
export function DigitalHomePage() {
  return (
    <PageLayout variant="digital">
      <Section aria-labelledby="digital-title">
        <Container>
          <Heading level={1} id="digital-title">
            Разработка сайтов, приложений и ботов
          </Heading>
          <Text variant="lead">
            Digital-студия агентства: от идеи до запуска за 2–8 недель, с поддержкой после релиза.
          </Text>
          <AppLink href={paths.digitalServices}>Все услуги разработки</AppLink>
        </Container>
      </Section>
      <Section id="why-us" aria-labelledby="why-us-title" tone="alt">
        <Container>
          <Heading level={2} id="why-us-title">
            Почему мы
          </Heading>
          <Text>100+ digital-проектов, собственная команда и прозрачные сроки.</Text>
        </Container>
      </Section>
      <PackPricingSection />
      <Section id="projects" aria-labelledby="projects-title" tone="alt">
        <Container>
          <Heading level={2} id="projects-title">
            Проекты
          </Heading>
        </Container>
      </Section>
      <Section id="contact" aria-labelledby="contact-title">
        <Container>
          <Heading level={2} id="contact-title">
            Обсудить проект
          </Heading>
          <Text>Технический специалист свяжется с вами в течение 2 часов.</Text>
        </Container>
      </Section>
    </PageLayout>
  );
}
