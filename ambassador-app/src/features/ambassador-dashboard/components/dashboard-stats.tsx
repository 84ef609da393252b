import type { CSSObject, Theme } from '@emotion/react';
import { ambassadorProgrammeTexts } from 'shared-data/ambassador';
import type { AmbassadorRecord } from 'shared-data/forms';
import { formatMoney, referralTerms } from 'shared-data/site';
import { visuallyHiddenStyles } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';

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
  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" css={visuallyHiddenStyles}>
        Ваша статистика
      </h2>
      <StatList>
        <Stat
          css={tile}
          label="Комиссия"
          value={`${referralTerms.commissionPercent}%`}
          hint="с каждой оплаты"
        />
        <Stat
          css={tile}
          label="Рефералы"
          value={ambassador.total_referrals ?? 0}
          hint={ambassadorProgrammeTexts.referralsHint}
        />
        <Stat css={tile} label="Заработано" value={formatMoney(ambassador.total_earnings ?? 0)} />
        <Stat
          css={(theme) => ({ ...tile(theme), dd: { color: theme.colors.success } })}
          label="Статус"
          value={ambassadorProgrammeTexts.dashboardStatus}
        />
      </StatList>
    </section>
  );
}
