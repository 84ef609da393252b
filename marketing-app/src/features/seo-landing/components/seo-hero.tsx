import {
  claimsTexts,
  companyIn,
  companyTexts,
  type SeoLandingHeadline,
  sectionIds,
  seoLandingClaimsIn,
} from 'shared-data/catalog';
import { Button, followSiteLink, Icon, Text, useTexts } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { PageIntro } from '../../../components/page-intro';
import { marketingTexts } from '../../../texts/book';

/** The SEO landing's hero: the variant's headline, the rating, the promised results and two scroll buttons. */
export function SeoHero({ variant }: { variant: SeoLandingHeadline }) {
  const texts = useTexts(marketingTexts).seoLanding;
  const { value, best, reviews } = companyIn(useTexts(companyTexts)).rating;
  const seoLandingClaims = seoLandingClaimsIn(useTexts(claimsTexts));
  return (
    <PageIntro
      title={variant.heading}
      lead={variant.lead}
      eyebrow={
        <span css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs })}>
          <span css={(theme) => ({ color: theme.colors.accent, display: 'inline-flex' })}>
            <Icon name="star" size={18} />
          </span>
          {texts.rating(value, best, reviews)}
        </span>
      }
    >
      <StatList aria-label={texts.claims}>
        {seoLandingClaims.map((claim) => (
          <Stat key={claim.id} value={claim.value} label={claim.label} />
        ))}
      </StatList>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        <Button href={`#${sectionIds.contactForm}`} onClick={followSiteLink} size="lg">
          {texts.consultation}
        </Button>
        <Button href={`#${sectionIds.services}`} onClick={followSiteLink} size="lg" variant="secondary">
          {texts.services}
        </Button>
      </div>
      <Text variant="small" css={(theme) => ({ color: theme.colors.textMuted })}>
        {texts.free}
      </Text>
    </PageIntro>
  );
}
