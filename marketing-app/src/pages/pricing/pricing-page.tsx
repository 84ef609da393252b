import { sectionIds, tariffUsdRange } from 'shared-data/catalog';
import { Container, Section, SectionIntro, Text, useTexts } from 'shared-ui';
import { CtaCard, PageLayout } from 'shared-ui/layout';
import { PlanOffers } from '../../features/plans/components/plan-offers';
import { ReferralOfferIsland } from '../../islands';
import { marketingTexts } from '../../texts/book';

/**
 * `/pricing`: the constructor, the tariff cards and the exclusive tariffs, then a consultation offer. Its lead says
 * what the page's head says, in the page's language (the route table's head is Russian).
 */
export function PricingPage() {
  const texts = useTexts(marketingTexts).pricingPage;
  return (
    <PageLayout variant="marketing">
      <Section id={sectionIds.pricing} aria-labelledby="pricing-title">
        <Container>
          <SectionIntro titleId="pricing-title" title={texts.title} level={1}>
            <Text variant="lead">{texts.lead(tariffUsdRange.from, tariffUsdRange.to)}</Text>
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
