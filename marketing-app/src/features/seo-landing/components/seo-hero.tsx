import { company, type SeoLandingVariant, sectionIds, seoLandingClaims } from 'shared-data/catalog';
import { Button, followSiteLink, Icon, Text } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { PageIntro } from '../../../components/page-intro';

const { value, best, reviews } = company.rating;

/** The SEO landing's hero: the variant's headline, the rating, the promised results and two scroll buttons. */
export function SeoHero({ variant }: { variant: SeoLandingVariant }) {
  return (
    <PageIntro
      title={variant.heading}
      lead={variant.lead}
      eyebrow={
        <span css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs })}>
          <span css={(theme) => ({ color: theme.colors.accent, display: 'inline-flex' })}>
            <Icon name="star" size={18} />
          </span>
          Рейтинг {value}/{best} — {reviews} отзывов
        </span>
      }
    >
      <StatList aria-label="Результаты наших клиентов">
        {seoLandingClaims.map((claim) => (
          <Stat key={claim.id} value={claim.value} label={claim.label} />
        ))}
      </StatList>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        <Button href={`#${sectionIds.contactForm}`} onClick={followSiteLink} size="lg">
          Получить консультацию
        </Button>
        <Button href={`#${sectionIds.services}`} onClick={followSiteLink} size="lg" variant="secondary">
          Смотреть услуги
        </Button>
      </div>
      <Text variant="small" css={(theme) => ({ color: theme.colors.textMuted })}>
        Консультация бесплатна и ни к чему не обязывает.
      </Text>
    </PageIntro>
  );
}
