import { marketingServices } from 'shared-data/catalog';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { ServiceCard } from './service-card';

/** The 20 marketing services of /services, each with the tariffs that include it. */
export function ServicesCatalog() {
  return (
    <Section aria-labelledby="services-list-title">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.xl })}>
          <Heading level={2} id="services-list-title">
            Все услуги
          </Heading>
          <Text variant="muted">
            Выберите тариф, в который входит нужная услуга, или соберите свой набор в конструкторе.
          </Text>
        </div>
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-labelledby="services-list-title">
          {marketingServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
