import { ambassadorProgrammeBook, referralLandingTextsIn } from 'shared-data/ambassador';
import { consultationHref, paths, referralCodeParam } from 'shared-data/catalog';
import { Button, Container, Heading, Icon, Section, Text, useTexts } from 'shared-ui';
import { Badge, Card, Grid } from 'shared-ui/content';
import { PromoCodeKeeperIsland } from '../../../islands';
import { ambassadorTexts } from '../../../texts/book';
import type { ReferralOffer } from '../hooks/use-referral-offer';

/**
 * The tariffs with the code in the address: a visitor who follows the link before the page is live (or without
 * JavaScript) still arrives with the discount.
 */
const pricingWithCode = (code: string) => `${paths.pricing}?${referralCodeParam}=${encodeURIComponent(code)}`;

/** The referral landing's words of the catalog (the discount written in), in the page's language. */
const useLandingTexts = () => referralLandingTextsIn(useTexts(ambassadorProgrammeBook));

/** The offer's code, large, with the discount it gives; kept for the order forms. */
function PromoCodeCard({ promoCode }: { promoCode: string }) {
  const texts = useTexts(ambassadorTexts).referralLanding;
  const landing = useLandingTexts();
  return (
    <Card elevated padding="lg" aria-labelledby="referral-code-title" css={{ alignItems: 'center' }}>
      <Icon name="gift" size={40} />
      <Text as="span" variant="muted" id="referral-code-title">
        {texts.promoCode}
      </Text>
      <Text
        as="strong"
        css={(theme) => ({
          fontFamily: theme.fonts.mono,
          fontSize: theme.fontSizes['3xl'],
          letterSpacing: '0.08em',
          overflowWrap: 'anywhere',
          textAlign: 'center',
        })}
      >
        {promoCode}
      </Text>
      <Badge tone="danger">{landing.badge}</Badge>
      <PromoCodeKeeperIsland promoCode={promoCode} />
    </Card>
  );
}

/** For a link without a code or a known ambassador: where the code comes from, where it goes, and what it gives. */
function NoCodeCard() {
  const landing = useLandingTexts();
  return (
    <Card elevated padding="lg" aria-labelledby="referral-code-title" css={{ alignItems: 'center' }}>
      <Icon name="gift" size={40} />
      <Text as="strong" id="referral-code-title" align="center">
        {landing.unknownCodeTitle}
      </Text>
      <Text variant="muted" align="center">
        {landing.unknownCodeHint}
      </Text>
      <Badge tone="danger">{landing.badge}</Badge>
    </Card>
  );
}

/**
 * The referral landing's opening: who invites, the discount, the promo code and the two ways on. A link no
 * ambassador stands behind offers no code: it says how to get one, and the tariffs button carries none.
 */
export function ReferralHero({ offer }: { offer: ReferralOffer }) {
  const { promoCode } = offer;
  const texts = useTexts(ambassadorTexts).referralLanding;
  const landing = useLandingTexts();
  return (
    <Section aria-labelledby="referral-title" tone="alt" spacing="lg">
      <Container>
        <Grid columns={{ base: 1, lg: 2 }} gap="xl" css={{ alignItems: 'center' }}>
          <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
            <Heading level={1} id="referral-title">
              {landing.title(offer.ambassador)}
            </Heading>
            <Text variant="lead" css={(theme) => ({ color: theme.colors.textMuted })}>
              {promoCode ? landing.lead : landing.unknownLead}
            </Text>
            <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
              <Button href={promoCode ? pricingWithCode(promoCode) : paths.pricing} size="lg">
                {promoCode ? landing.choosePlanWithCode : landing.choosePlan}
                <Icon name="arrow-right" size={18} />
              </Button>
              <Button href={consultationHref} size="lg" variant="secondary">
                {texts.consultation}
              </Button>
            </div>
          </div>
          {promoCode ? <PromoCodeCard promoCode={promoCode} /> : <NoCodeCard />}
        </Grid>
      </Container>
    </Section>
  );
}
