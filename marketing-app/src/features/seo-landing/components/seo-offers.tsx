import { useId } from 'react';
import {
  formatMoney,
  paths,
  type SeoLandingOffer,
  sectionIds,
  seoLandingOffersIn,
  seoLandingTexts,
} from 'shared-data/catalog';
import {
  Button,
  Container,
  followSiteLink,
  Heading,
  Icon,
  type IconName,
  Section,
  Text,
  usePageLanguage,
  useTexts,
} from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

function OfferCard({ offer }: { offer: SeoLandingOffer }) {
  const titleId = useId();
  const texts = useTexts(marketingTexts);
  const language = usePageLanguage();
  return (
    <Card as="li" aria-labelledby={titleId} elevated>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
        <span css={(theme) => ({ color: theme.colors.primary, display: 'inline-flex' })}>
          <Icon name={offer.icon as IconName} size={28} />
        </span>
        <Heading level={3} size="sm" id={titleId}>
          {offer.title}
        </Heading>
      </div>
      <Text variant="muted">{offer.description}</Text>
      <Text css={(theme) => ({ fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.bold })}>
        {texts.common.priceFrom(formatMoney(offer.priceFrom, language))}
        <Text as="span" variant="muted">
          {' '}
          {texts.seoLanding.perMonth}
        </Text>
      </Text>
      <ul
        css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xxs })}
      >
        {offer.features.map((feature) => (
          <Text as="li" key={feature}>
            {feature}
          </Text>
        ))}
      </ul>
    </Card>
  );
}

/** The SEO landing's services (anchor `services-section`): the SMM and SEO cards and a link to every service. */
export function SeoOffers() {
  const texts = useTexts(marketingTexts).seoLanding;
  const seoLandingOffers = seoLandingOffersIn(useTexts(seoLandingTexts), usePageLanguage());
  return (
    <Section id={sectionIds.services} aria-labelledby="seo-offers-title" tone="alt">
      <Container>
        <Heading level={2} id="seo-offers-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
          {texts.offersTitle}
        </Heading>
        <Grid as="ul" columns={{ base: 1, md: 2 }} aria-labelledby="seo-offers-title">
          {seoLandingOffers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </Grid>
        <div css={(theme) => ({ marginTop: theme.space.xl, display: 'flex', justifyContent: 'center' })}>
          <Button href={paths.services} onClick={followSiteLink} variant="secondary" size="lg">
            {texts.allServices}
          </Button>
        </div>
      </Container>
    </Section>
  );
}
