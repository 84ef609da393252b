import type { CSSObject, Theme } from '@emotion/react';
import { ambassadorProgrammeBook, ambassadorProgrammeTextsIn } from 'shared-data/ambassador';
import type { AmbassadorRecord } from 'shared-data/forms';
import { formatMoney, referralTerms } from 'shared-data/site';
import { usePageLanguage, useTexts, visuallyHiddenStyles } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { ambassadorTexts } from '../../../texts/book';

const tile = (theme: Theme): CSSObject => ({
  gap: theme.space.xs,
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  boxShadow: theme.shadows.md,
});

/** The dashboard's four figures: commission, referrals, earnings and status. */
export function DashboardStats({ ambassador }: { ambassador: AmbassadorRecord }) {
  const texts = useTexts(ambassadorTexts).dashboard;
  const programme = ambassadorProgrammeTextsIn(useTexts(ambassadorProgrammeBook));
  const language = usePageLanguage();
  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" css={visuallyHiddenStyles}>
        {texts.statsTitle}
      </h2>
      <StatList>
        <Stat
          css={tile}
          label={texts.commission}
          value={`${referralTerms.commissionPercent}%`}
          hint={texts.commissionHint}
        />
        <Stat
          css={tile}
          label={texts.referrals}
          value={ambassador.total_referrals ?? 0}
          hint={programme.referralsHint}
        />
        <Stat
          css={tile}
          label={texts.earnings}
          value={formatMoney(ambassador.total_earnings ?? 0, language)}
        />
        <Stat
          css={(theme) => ({ ...tile(theme), dd: { color: theme.colors.success } })}
          label={texts.status}
          value={programme.dashboardStatus}
        />
      </StatList>
    </section>
  );
}
