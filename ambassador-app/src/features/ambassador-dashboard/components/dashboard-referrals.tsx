import type { CSSObject, Theme } from '@emotion/react';
import { useAmbassadorReferralsQuery } from 'shared-data/api';
import type { AmbassadorMonthEarnings, AmbassadorReferral } from 'shared-data/forms';
import { formatDate, formatMoney, type Language } from 'shared-data/site';
import { Heading, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Badge, type BadgeTone } from 'shared-ui/content';
import { ambassadorTexts } from '../../../texts/book';
import { RetryNotice } from './retry-notice';

const column =
  (gap: keyof Theme['space']) =>
  (theme: Theme): CSSObject => ({ display: 'flex', flexDirection: 'column', gap: theme.space[gap] });

const statusTones: Record<AmbassadorReferral['status'], BadgeTone> = {
  new: 'neutral',
  in_progress: 'accent',
  won: 'success',
  lost: 'neutral',
};

/** The locale whose month names each language's page shows. */
const monthLocales: Record<Language, string> = { ru: 'ru-RU', uz: 'uz-Latn' };

const monthNames = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

const monthFormats: Record<Language, Intl.DateTimeFormat> = {
  ru: monthNames(monthLocales.ru),
  uz: monthNames(monthLocales.uz),
};

/** `2026-11` → «Ноябрь 2026 г.» on a Russian page, «Noyabr, 2026» on an Uzbek one. */
const monthLabel = (month: string, language: Language) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const name = monthFormats[language].format(Date.UTC(year, number - 1, 1));
  return `${name.charAt(0).toLocaleUpperCase(monthLocales[language])}${name.slice(1)}`;
};

function ReferralItem({ referral }: { referral: AmbassadorReferral }) {
  const texts = useTexts(ambassadorTexts).referrals;
  const language = usePageLanguage();
  return (
    <li
      css={(theme) => ({
        ...column('xxs')(theme),
        padding: `${theme.space.sm} 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm })}
      >
        <strong>{referral.client}</strong>
        <Badge tone={statusTones[referral.status]}>{texts.statuses[referral.status]}</Badge>
      </div>
      <Text variant="small">
        {formatDate(referral.created_at, language)} · {referral.subject}
      </Text>
      {referral.commission === null ? null : (
        <Text variant="small">
          {texts.commission}: {formatMoney(referral.commission, language)} —{' '}
          {referral.paid_at ? texts.paid(formatDate(referral.paid_at, language)) : texts.unpaid}
        </Text>
      )}
    </li>
  );
}

function MonthlyEarnings({ months }: { months: AmbassadorMonthEarnings[] }) {
  const texts = useTexts(ambassadorTexts).referrals;
  const language = usePageLanguage();
  return (
    <div css={column('sm')}>
      <Heading level={3} size="sm" id="dashboard-months-title">
        {texts.monthsTitle}
      </Heading>
      <table
        aria-labelledby="dashboard-months-title"
        css={(theme) => ({
          borderCollapse: 'collapse',
          maxWidth: '32rem',
          'th, td': {
            padding: `${theme.space.xs} ${theme.space.sm}`,
            borderBottom: `1px solid ${theme.colors.border}`,
            textAlign: 'right',
          },
          'th:first-of-type, td:first-of-type': { paddingLeft: 0, textAlign: 'left' },
        })}
      >
        <thead>
          <tr>
            <th scope="col">{texts.month}</th>
            <th scope="col">{texts.earned}</th>
            <th scope="col">{texts.paidOut}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthLabel(row.month, language)}</th>
              <td>{formatMoney(row.earned, language)}</td>
              <td>{formatMoney(row.paid, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The referrals behind the dashboard's totals, newest first, and the commission by month. */
export function DashboardReferrals({ token }: { token: string }) {
  const texts = useTexts(ambassadorTexts).referrals;
  const query = useAmbassadorReferralsQuery(token);
  const { data } = query;
  return (
    <section aria-labelledby="dashboard-referrals-title" css={column('md')}>
      <Heading level={2} size="md" id="dashboard-referrals-title">
        {texts.title}
      </Heading>
      {data ? (
        <>
          {data.referrals.length === 0 ? (
            <Text>{texts.empty}</Text>
          ) : (
            <ol aria-label={texts.caption} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.referrals.map((referral) => (
                <ReferralItem key={`${referral.created_at} ${referral.client}`} referral={referral} />
              ))}
            </ol>
          )}
          {data.months.length > 0 ? <MonthlyEarnings months={data.months} /> : null}
        </>
      ) : query.isError ? (
        <RetryNotice message={texts.failed} onRetry={() => query.refetch()} />
      ) : (
        <Text role="status">{texts.loading}</Text>
      )}
    </section>
  );
}
