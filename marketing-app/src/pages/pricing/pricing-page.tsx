import { findRoute, paths } from 'shared-data';
import { Container, Heading, PageLayout, Section, Text } from 'shared-ui';
import { ReferralOffer } from '../../features/referral-offer/components/referral-offer';

/** `/pricing`: tariffs. */
export function PricingPage() {
  const meta = findRoute(paths.pricing)?.meta;
  return (
    <PageLayout variant="marketing">
      <Section id="pricing" aria-labelledby="pricing-title">
        <Container>
          <Heading level={1} id="pricing-title">
            Тарифы
          </Heading>
          <Text variant="lead">{meta?.description}</Text>
          <ReferralOffer />
        </Container>
      </Section>
    </PageLayout>
  );
}
