import { findRoute, paths, sectionIds } from 'shared-data/catalog';
import { Container, Section, SectionIntro, Text, useTexts } from 'shared-ui';
import { CtaCard, PageLayout } from 'shared-ui/layout';
import { PlanOffers } from '../../features/plans/components/plan-offers';
import { ReferralOfferIsland } from '../../islands';
import { marketingTexts } from '../../texts/book';

/** `/pricing`: the constructor, the tariff cards and the exclusive tariffs, then a consultation offer. */
export function PricingPage() {
  const meta = findRoute(paths.pricing)?.meta;
  const texts = useTexts(marketingTexts).pricingPage;
  return (
    <PageLayout variant="marketing">
      <Section id={sectionIds.pricing} aria-labelledby="pricing-title">
        <Container>
          <SectionIntro titleId="pricing-title" title={texts.title} level={1}>
            <Text variant="lead">{meta?.description}</Text>
            <ReferralOfferIsland />
          </SectionIntro>
          <PlanOffers headingLevel={2} />
        </Container>
      </Section>
      <Section tone="alt" spacing="sm">
        <Container>
          <CtaCard variant="consultation" />
        </Container>
      </Section>
    </PageLayout>
  );
}
