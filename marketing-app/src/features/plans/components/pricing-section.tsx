import { paths, sectionIds } from 'shared-data/catalog';
import { AppLink, Container, Section, SectionIntro, Text } from 'shared-ui';
import { planTexts } from '../plan-texts';
import { PlanOffers } from './plan-offers';

/** The home page's tariffs section (anchor `pricing`): the same cards and dialogs as /pricing. */
export function PricingSection() {
  return (
    <Section id={sectionIds.pricing} aria-labelledby="home-pricing-title">
      <Container>
        <SectionIntro titleId="home-pricing-title" title="Тарифы">
          <Text variant="lead">{planTexts.discount}</Text>
        </SectionIntro>
        <PlanOffers headingLevel={3} />
        <Text css={(theme) => ({ marginTop: theme.space.xl })}>
          <AppLink href={paths.pricing}>Подробнее о тарифах</AppLink>
        </Text>
      </Container>
    </Section>
  );
}
