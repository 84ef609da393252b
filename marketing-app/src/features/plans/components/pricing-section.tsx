import { paths, sectionIds } from 'shared-data/catalog';
import { AppLink, Container, Heading, Section, Text } from 'shared-ui';
import { planTexts } from '../plan-texts';
import { PlanOffers } from './plan-offers';

/** The home page's tariffs section (anchor `pricing`): the same cards and dialogs as /pricing. */
export function PricingSection() {
  return (
    <Section id={sectionIds.pricing} aria-labelledby="home-pricing-title">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.xl })}>
          <Heading level={2} id="home-pricing-title">
            Тарифы
          </Heading>
          <Text variant="lead">{planTexts.discount}</Text>
        </div>
        <PlanOffers headingLevel={3} />
        <Text css={(theme) => ({ marginTop: theme.space.xl })}>
          <AppLink href={paths.pricing}>Подробнее о тарифах</AppLink>
        </Text>
      </Container>
    </Section>
  );
}
