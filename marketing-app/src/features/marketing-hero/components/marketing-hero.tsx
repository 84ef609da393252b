import { useMemo } from 'react';
import { claimsTexts, marketingHeroStatsOf, sectionIds, siteClaimsIn } from 'shared-data/catalog';
import { testimonialRotationMs, testimonialsIn, testimonialsTexts } from 'shared-data/marketing';
import { Button, Container, followSiteLink, Heading, Icon, Section, Text, useTexts } from 'shared-ui';
import { Card, Stat, StatList } from 'shared-ui/content';
import { TestimonialsCarouselIsland } from '../../../islands';
import { marketingTexts } from '../../../texts/book';
import { PromoCountdown } from './promo-countdown';

/** The marketing landing's hero: the promo countdown, the offer, four figures, client reviews and a way down. */
export function MarketingHero() {
  const texts = useTexts(marketingTexts).marketingHero;
  const claimsBook = useTexts(claimsTexts);
  const stats = useMemo(() => marketingHeroStatsOf(siteClaimsIn(claimsBook)), [claimsBook]);
  // The island's props are built here, on the server too, in the page's language.
  const testimonialsBook = useTexts(testimonialsTexts);
  const testimonials = useMemo(() => testimonialsIn(testimonialsBook), [testimonialsBook]);
  return (
    <>
      {/* No island: the page's early script counts it down from the server's markup. */}
      <PromoCountdown />
      <Section aria-labelledby="marketing-hero-title" tone="brand">
        <Container>
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.xxl,
              alignItems: 'center',
              [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
            })}
          >
            <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}>
              <Heading level={1} id="marketing-hero-title" size="xl">
                {texts.title}
              </Heading>
              <Text variant="lead">{texts.lead}</Text>
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space.sm,
                  '& > a': { width: '100%' },
                  [theme.mq.sm]: { '& > a': { width: 'auto' } },
                  '& > a:last-of-type': {
                    borderColor: theme.colors.primaryContrast,
                    background: 'transparent',
                    color: theme.colors.primaryContrast,
                  },
                  '& > a:last-of-type:hover': { background: 'rgba(255, 255, 255, 0.12)' },
                })}
              >
                <Button
                  href={`#${sectionIds.contactForm}`}
                  onClick={followSiteLink}
                  size="lg"
                  variant="secondary"
                >
                  {texts.consultation}
                </Button>
                <Button href={`#${sectionIds.pricing}`} onClick={followSiteLink} size="lg">
                  {texts.packs}
                </Button>
              </div>
              <div
                css={(theme) => ({
                  '& > dl': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
                  [theme.mq.md]: { '& > dl': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
                  [theme.mq.lg]: { '& > dl': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
                })}
              >
                <StatList aria-label={texts.stats}>
                  {stats.map((claim) => (
                    <Stat key={claim.id} value={claim.value} label={claim.label} />
                  ))}
                </StatList>
              </div>
            </div>
            <Card padding="md" elevated>
              {/* The reviews travel with the island, so its code loads no content entry. */}
              <TestimonialsCarouselIsland testimonials={testimonials} rotationMs={testimonialRotationMs} />
            </Card>
          </div>
          <div css={(theme) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space.xxl })}>
            <a
              href={`#${sectionIds.whyUs}`}
              onClick={followSiteLink}
              css={(theme) => ({
                display: 'inline-flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: theme.space.xxs,
                minHeight: theme.sizes.touchTarget,
                color: theme.colors.primaryContrast,
                fontWeight: theme.fontWeights.semibold,
                textDecoration: 'none',
                '&:focus-visible': {
                  outline: `3px solid ${theme.colors.focusRingOnDark}`,
                  outlineOffset: '4px',
                },
              })}
            >
              {texts.more}
              <Icon name="chevron-down" size={28} />
            </a>
          </div>
        </Container>
      </Section>
    </>
  );
}
