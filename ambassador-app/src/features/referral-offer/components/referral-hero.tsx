import { referralLandingTexts } from 'shared-data/ambassador';
import { consultationHref, paths, referralCodeParam } from 'shared-data/catalog';
import { Button, Container, Heading, Icon, Section, Text } from 'shared-ui';
import { Badge, Card, Grid } from 'shared-ui/content';
import { PromoCodeKeeperIsland } from '../../../islands';
import type { ReferralOffer } from '../hooks/use-referral-offer';

/**
 * The tariffs with the code in the address: a visitor who follows the link before the page is live (or without
 * JavaScript) still arrives with the discount.
 */
const pricingWithCode = (code: string) => `${paths.pricing}?${referralCodeParam}=${encodeURIComponent(code)}`;

/** The referral landing's opening: who invites, the discount, the promo code and the two ways on. */
export function ReferralHero({ offer }: { offer: ReferralOffer }) {
  return (
    <Section aria-labelledby="referral-title" tone="alt" spacing="lg">
      <Container>
        <Grid columns={{ base: 1, lg: 2 }} gap="xl" css={{ alignItems: 'center' }}>
          <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
            <Heading level={1} id="referral-title">
              {referralLandingTexts.title(offer.from)}
            </Heading>
            <Text variant="lead" css={(theme) => ({ color: theme.colors.textMuted })}>
              {referralLandingTexts.lead}
            </Text>
            <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
              <Button href={pricingWithCode(offer.promoCode)} size="lg">
                Выбрать тариф со скидкой
                <Icon name="arrow-right" size={18} />
              </Button>
              <Button href={consultationHref} size="lg" variant="secondary">
                Получить консультацию
              </Button>
            </div>
          </div>
          <Card elevated padding="lg" aria-labelledby="referral-code-title" css={{ alignItems: 'center' }}>
            <Icon name="gift" size={40} />
            <Text as="span" variant="muted" id="referral-code-title">
              Ваш промокод
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
              {offer.promoCode}
            </Text>
            <Badge tone="danger">{referralLandingTexts.badge}</Badge>
            <PromoCodeKeeperIsland promoCode={offer.promoCode} />
          </Card>
        </Grid>
      </Container>
    </Section>
  );
}
