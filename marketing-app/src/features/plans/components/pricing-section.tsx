import { paths, planDiscountBadgePercent, sectionIds } from 'shared-data/catalog';
import { AppLink, Container, Section, SectionIntro, Text, useTexts } from 'shared-ui';
import { marketingTexts } from '../../../texts/book';
import { PlanOffers } from './plan-offers';

/** The home page's tariffs section (anchor `pricing`): the same cards and dialogs as /pricing. */
export function PricingSection() {
  const texts = useTexts(marketingTexts);
  return (
    <Section id={sectionIds.pricing} aria-labelledby="home-pricing-title">
      <Container>
        <SectionIntro titleId="home-pricing-title" title={texts.pricingSection.title}>
          <Text variant="lead">{texts.plans.discount(planDiscountBadgePercent)}</Text>
        </SectionIntro>
        <PlanOffers headingLevel={3} />
        <Text css={(theme) => ({ marginTop: theme.space.xl })}>
          <AppLink href={paths.pricing}>{texts.pricingSection.more}</AppLink>
        </Text>
      </Container>
    </Section>
  );
}
