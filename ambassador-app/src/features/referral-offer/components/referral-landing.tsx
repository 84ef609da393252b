import { referralLandingTexts } from 'shared-data/ambassador';
import {
  referralLandingBenefits,
  referralLandingBenefitsWithoutCode,
  referralWhyChooseUs,
} from 'shared-data/catalog';
import { Container, Section, Text } from 'shared-ui';
import { useReferralOffer } from '../hooks/use-referral-offer';
import { ClaimCards } from './claim-cards';
import { ReferralHero } from './referral-hero';

/** The referral landing: loading while the ambassador is looked up, then the offer, benefits and why-us. */
export function ReferralLanding() {
  const offer = useReferralOffer();
  if (!offer) {
    return (
      <Section aria-label="Специальное предложение" spacing="lg">
        <Container>
          <Text role="status" aria-busy="true" align="center">
            Загружаем специальное предложение…
          </Text>
        </Container>
      </Section>
    );
  }
  return (
    <>
      <ReferralHero offer={offer} />
      <ClaimCards
        id="referral-benefits-title"
        title="Что вы получаете"
        claims={offer.promoCode ? referralLandingBenefits : referralLandingBenefitsWithoutCode}
        columns={{ base: 1, md: 3 }}
        showValue
      />
      <ClaimCards
        id="referral-why-title"
        title={referralLandingTexts.whyTitle}
        claims={referralWhyChooseUs}
        columns={{ base: 1, md: 2 }}
        tone="alt"
      />
    </>
  );
}
