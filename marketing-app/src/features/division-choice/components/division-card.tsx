import type { Theme } from '@emotion/react';
import {
  claimsTexts,
  type Division,
  type DivisionProfile,
  divisionComparisonIn,
  formatMoney,
  fromPrices,
} from 'shared-data/catalog';
import { AppLink, Icon, usePageLanguage, useTexts } from 'shared-ui';
import { CatalogIcon } from '../../../components/catalog-icon';
import { marketingTexts } from '../../../texts/book';

const backgrounds: Record<Division, (theme: Theme) => string> = {
  marketing: (theme) =>
    `linear-gradient(145deg, ${theme.colors.primary} 0%, ${theme.colors.primaryHover} 100%)`,
  digital: (theme) => `linear-gradient(145deg, #1E293B 0%, ${theme.colors.footerBg} 100%)`,
};

interface DivisionCardProps {
  profile: DivisionProfile;
  href: string;
}

/** One of the two large division cards: the whole card is the link to the division's landing. */
export function DivisionCard({ profile, href }: DivisionCardProps) {
  const titleId = `division-${profile.id}-title`;
  const timing = divisionComparisonIn(useTexts(claimsTexts))[profile.id];
  const texts = useTexts(marketingTexts);
  const language = usePageLanguage();
  return (
    <li
      css={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        minWidth: 0,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        background: backgrounds[profile.id](theme),
        color: theme.colors.primaryContrast,
        boxShadow: theme.shadows.md,
        transition: `flex-grow 300ms ease-out, box-shadow ${theme.transitions.normal}`,
        [theme.mq.md]: { flex: '1 1 0', padding: theme.space.xl },
        '&:hover, &:focus-within': { boxShadow: theme.shadows.lg },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        '&:focus-within': { outline: `3px solid ${theme.colors.focusRingOnDark}`, outlineOffset: '3px' },
      })}
    >
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
        <span
          css={(theme) => ({
            display: 'inline-flex',
            padding: theme.space.sm,
            borderRadius: theme.radii.md,
            background: 'rgba(255, 255, 255, 0.14)',
          })}
        >
          <CatalogIcon name={profile.icon} size={28} />
        </span>
        <span
          css={(theme) => ({
            color: theme.colors.textOnBrandMuted,
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.semibold,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
          })}
        >
          {profile.tagline}
        </span>
      </div>
      <h2
        id={titleId}
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes['2xl'],
          lineHeight: theme.lineHeights.tight,
          [theme.mq.md]: { fontSize: theme.fontSizes['3xl'] },
        })}
      >
        <AppLink
          href={href}
          css={{
            color: 'inherit',
            textDecoration: 'none',
            '&:focus-visible': { outline: 'none' },
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
          }}
        >
          {profile.name}
        </AppLink>
      </h2>
      <p
        css={(theme) => ({
          margin: 0,
          color: theme.colors.textOnBrandMuted,
          lineHeight: theme.lineHeights.normal,
        })}
      >
        {profile.description}
      </p>
      <ul
        aria-label={texts.divisionChoice.highlights(profile.name)}
        css={(theme) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          gap: theme.space.xs,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {profile.highlights.map((highlight) => (
          <li
            key={highlight}
            css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs })}
          >
            <Icon name="check" size={18} />
            {highlight}
          </li>
        ))}
      </ul>
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: theme.space.md,
          marginTop: 'auto',
          paddingTop: theme.space.md,
          borderTop: '1px solid rgba(255, 255, 255, 0.2)',
        })}
      >
        <p css={{ margin: 0 }}>
          <span
            css={(theme) => ({
              display: 'block',
              fontSize: theme.fontSizes.sm,
              color: theme.colors.textOnBrandMuted,
            })}
          >
            {texts.divisionChoice.timing(timing.value)}
          </span>
          <strong css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
            {texts.common.priceFrom(formatMoney(fromPrices[profile.id], language))}
          </strong>
        </p>
        <span
          aria-hidden="true"
          css={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space.xs,
            minHeight: theme.sizes.touchTarget,
            padding: `0 ${theme.space.md}`,
            borderRadius: theme.radii.pill,
            background: theme.colors.surface,
            color: theme.colors.text,
            fontWeight: theme.fontWeights.semibold,
          })}
        >
          {texts.divisionChoice.go}
          <Icon name="arrow-right" size={18} />
        </span>
      </div>
    </li>
  );
}
