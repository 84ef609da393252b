import { ambassadorProgrammeBook, referralLandingTextsIn } from 'shared-data/ambassador';
import {
  claimsTexts,
  referralLandingBenefitsIn,
  referralLandingBenefitsTexts,
  referralLandingBenefitsWithoutCodeIn,
  referralWhyChooseUsIn,
  siteClaimsIn,
} from 'shared-data/catalog';
import { Container, Section, Text, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';
import { useReferralOffer } from '../hooks/use-referral-offer';
import { ClaimCards } from './claim-cards';
import { ReferralHero } from './referral-hero';

/** The referral landing: loading while the ambassador is looked up, then the offer, benefits and why-us. */
export function ReferralLanding() {
  const texts = useTexts(ambassadorTexts).referralLanding;
  const { whyTitle } = referralLandingTextsIn(useTexts(ambassadorProgrammeBook));
  const claims = useTexts(claimsTexts);
  const benefits = useTexts(referralLandingBenefitsTexts);
  const offer = useReferralOffer();
  if (!offer) {
    return (
      <Section aria-label={texts.offer} spacing="lg">
        <Container>
          <Text role="status" aria-busy="true" align="center">
            {texts.loading}
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
        title={texts.benefitsTitle}
        claims={
          offer.promoCode
            ? referralLandingBenefitsIn(benefits, siteClaimsIn(claims))
            : referralLandingBenefitsWithoutCodeIn(benefits, siteClaimsIn(claims))
        }
        columns={{ base: 1, md: 3 }}
        showValue
      />
      <ClaimCards
        id="referral-why-title"
        title={whyTitle}
        claims={referralWhyChooseUsIn(claims)}
        columns={{ base: 1, md: 2 }}
        tone="alt"
      />
    </>
  );
}
