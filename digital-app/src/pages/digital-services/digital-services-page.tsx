import { findRoute, paths } from 'shared-data';
import { AppLink, Container, Heading, PageLayout, Section, Text } from 'shared-ui';

/** `/digital/services`: the studio's services. */
export function DigitalServicesPage() {
  const meta = findRoute(paths.digitalServices)?.meta;
  return (
    <PageLayout variant="digital">
      <Section aria-labelledby="services-title">
        <Container>
          <Heading level={1} id="services-title">
            Услуги разработки
          </Heading>
          <Text variant="lead">{meta?.description}</Text>
          <AppLink href={`${paths.digital}#pricing`}>Смотреть пакеты</AppLink>
        </Container>
      </Section>
    </PageLayout>
  );
}
