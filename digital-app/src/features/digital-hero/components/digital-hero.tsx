import {
  claimsTexts,
  divisionComparisonIn,
  divisionProfilesIn,
  divisionsTexts,
  formatMoney,
  fromPrices,
  sectionIds,
  siteClaimsIn,
} from 'shared-data/catalog';
import { digitalHeroClaimsOf } from 'shared-data/digital';
import {
  Button,
  Container,
  followSiteLink,
  Heading,
  Icon,
  Section,
  Text,
  usePageLanguage,
  useTexts,
} from 'shared-ui';
import { Card, Grid, Stat, StatList } from 'shared-ui/content';
import { SentenceWith } from '../../../components/sentence-with';
import { digitalTexts } from '../../../texts/book';

/** The digital landing's hero: the offer, the ways to the contact block and the packs, three figures. */
export function DigitalHero() {
  const texts = useTexts(digitalTexts).hero;
  const language = usePageLanguage();
  const studio = divisionProfilesIn(useTexts(divisionsTexts)).digital;
  const claims = useTexts(claimsTexts);
  const figures = digitalHeroClaimsOf(siteClaimsIn(claims), divisionComparisonIn(claims));
  return (
    <Section aria-labelledby="digital-hero-title" tone="brand">
      <Container>
        <Grid columns={{ base: 1, lg: 2 }} gap="xl" css={{ alignItems: 'center' }}>
          <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}>
            <Heading level={1} id="digital-hero-title" size="xl">
              {texts.title}
            </Heading>
            <Text variant="lead">{texts.lead}</Text>
            <div
              css={(theme) => ({
                display: 'grid',
                gap: theme.space.sm,
                [theme.mq.sm]: { display: 'flex', flexWrap: 'wrap' },
                '& > a + a': {
                  background: 'transparent',
                  borderColor: theme.colors.primaryContrast,
                  color: theme.colors.primaryContrast,
                },
                '& > a + a:hover': { background: 'rgba(255, 255, 255, 0.12)' },
              })}
            >
              <Button href={`#${sectionIds.contact}`} onClick={followSiteLink} size="lg" variant="secondary">
                {texts.discuss}
              </Button>
              <Button href={`#${sectionIds.pricing}`} onClick={followSiteLink} size="lg">
                {texts.seePacks}
              </Button>
            </div>
          </div>
          <Card padding="lg" elevated>
            <Heading level={2} size="sm" id="digital-hero-offer">
              {studio.tagline}
            </Heading>
            <Text>{studio.description}</Text>
            <Grid as="ul" aria-labelledby="digital-hero-offer" columns={1} gap="sm">
              {studio.highlights.map((highlight) => (
                <li
                  key={highlight}
                  css={(theme) => ({
                    display: 'flex',
                    alignItems: 'center',
                    gap: theme.space.xs,
                    fontWeight: theme.fontWeights.semibold,
                  })}
                >
                  <span css={(theme) => ({ display: 'inline-flex', color: theme.colors.success })}>
                    <Icon name="check-circle" />
                  </span>
                  {highlight}
                </li>
              ))}
            </Grid>
            <Text>
              <SentenceWith sentence={texts.fromPrice}>
                <strong>{formatMoney(fromPrices.digital, language)}</strong>
              </SentenceWith>
            </Text>
          </Card>
        </Grid>
        <div
          css={(theme) => ({
            marginTop: theme.space.xxl,
            paddingTop: theme.space.xl,
            borderTop: '1px solid rgba(255, 255, 255, 0.3)',
            '& > dl': { gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' },
          })}
        >
          <StatList aria-label={texts.figures}>
            {figures.map((claim) => (
              <Stat key={claim.id} value={claim.value} label={claim.label} />
            ))}
          </StatList>
        </div>
      </Container>
    </Section>
  );
}
