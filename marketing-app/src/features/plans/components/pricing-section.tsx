import { paths } from 'shared-data';
import { AppLink, Container, Heading, Section } from 'shared-ui';

/** The home page's tariffs section (anchor `pricing`). */
export function PricingSection() {
  return (
    <Section id="pricing" aria-labelledby="home-pricing-title">
      <Container>
        <Heading level={2} id="home-pricing-title">
          Тарифы
        </Heading>
        <AppLink href={paths.pricing}>Все тарифы</AppLink>
      </Container>
    </Section>
  );
}
