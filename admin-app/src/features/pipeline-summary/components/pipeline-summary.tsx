import { type ReactNode, Suspense } from 'react';
import {
  type AdminSummary,
  type AdminSummarySeries,
  leadTypeShortLabels,
  useAdminSummaryQuery,
} from 'shared-data/admin';
import { formatMoney } from 'shared-data/catalog';
import { isLeadType } from 'shared-data/schemas';
import { loadOnce } from 'shared-data/site';
import { Heading, LoadBoundary, lazyComponent, Text } from 'shared-ui';
import { LoadFailed } from '../../../components/load-failed';
import { useSignInAgainOn } from '../../../session/unauthorized';
import { summaryTexts } from '../summary-texts';

const texts = summaryTexts;

/** The charts' code (Chart.js) arrives only when «Сводка» is opened. */
const SummaryChart = lazyComponent(
  loadOnce(() => import(/* webpackChunkName: "SummaryChart" */ './summary-chart')),
  'SummaryChart',
);

const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

const typeName = (key: string) => (isLeadType(key) ? leadTypeShortLabels[key] : key);
const sourceName = (key: string) =>
  key === '' ? texts.directVisits : key === '*' ? texts.otherSources : key;

const tableStyles = {
  borderCollapse: 'collapse' as const,
  fontVariantNumeric: 'tabular-nums' as const,
  'th, td': { padding: '0.25rem 0.5rem', textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
  'th:first-of-type, td:first-of-type': { textAlign: 'left' as const },
};

/** A table that may be wider or longer than the screen: it scrolls, and takes the focus so keys scroll it too. */
function ScrollBox({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll
    <section aria-label={label} tabIndex={0} css={{ overflow: 'auto', maxHeight }}>
      {children}
    </section>
  );
}

/** A chart of leads per day, and the same numbers as a table (for screen readers and for copying). */
function PerDay({
  title,
  days,
  series,
  name,
}: {
  title: string;
  days: string[];
  series: AdminSummarySeries[];
  name: (key: string) => string;
}) {
  const lines = series.map((line) => ({ name: name(line.key), counts: line.counts }));
  return (
    <section aria-label={title} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      <LoadBoundary failed={() => <Text>{texts.chartFailed}</Text>}>
        <Suspense fallback={<div css={{ height: '18rem' }} />}>
          <SummaryChart label={title} days={days.map(dayLabel)} lines={lines} />
        </Suspense>
      </LoadBoundary>
      <ScrollBox label={texts.numbers(title)} maxHeight="20rem">
        <table css={tableStyles}>
          <caption css={{ textAlign: 'left' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.day}</th>
              {lines.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* Newest first: the days a manager looks at are on top. */}
            {days
              .map((day, index) => ({ day, index }))
              .reverse()
              .map(({ day, index }) => (
                <tr key={day}>
                  <th scope="row">{dayLabel(day)}</th>
                  {lines.map((line) => (
                    <td key={line.name}>{line.counts[index] ?? 0}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

function Figures({ summary }: { summary: AdminSummary }) {
  const tiles: [string, string][] = [
    [texts.total, String(summary.total)],
    [texts.won, texts.share(summary.won, summary.total)],
    [texts.lost, texts.share(summary.lost, summary.total)],
    [texts.wonAmount, formatMoney(summary.won_amount)],
  ];
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
        gap: theme.space.sm,
        margin: 0,
        dd: { margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.semibold },
      })}
    >
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Ambassadors({ summary }: { summary: AdminSummary }) {
  return (
    <section aria-label={texts.ambassadors} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <Heading level={3} size="sm">
        {texts.ambassadors}
      </Heading>
      {summary.ambassadors.length === 0 ? (
        <Text>{texts.noAmbassadors}</Text>
      ) : (
        <ScrollBox label={texts.numbers(texts.ambassadors)}>
          <table css={tableStyles}>
            <thead>
              <tr>
                <th scope="col">{texts.ambassador}</th>
                <th scope="col">{texts.promo}</th>
                <th scope="col">{texts.leads}</th>
                <th scope="col">{texts.wonLeads}</th>
                <th scope="col">{texts.amount}</th>
              </tr>
            </thead>
            <tbody>
              {summary.ambassadors.map((row) => (
                <tr key={row.promo_code}>
                  <th scope="row">{row.name}</th>
                  <td>{row.promo_code}</td>
                  <td>{row.leads}</td>
                  <td>{row.won}</td>
                  <td>{formatMoney(row.won_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}

export interface PipelineSummaryProps {
  token: string;
  onUnauthorized: () => void;
}

/** «Сводка»: the last 30 days' leads by day, type and source, won and lost, the amount won and the top ambassadors. */
export function PipelineSummary({ token, onUnauthorized }: PipelineSummaryProps) {
  const query = useAdminSummaryQuery(token);
  useSignInAgainOn(query.error, onUnauthorized);
  return (
    <section
      aria-label={texts.title}
      css={(theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}
    >
      <Heading level={2} size="sm">
        {texts.title}
      </Heading>
      {query.isLoading ? <Text role="status">{texts.loading}</Text> : null}
      <LoadFailed query={query} texts={texts} />
      {query.data ? (
        <>
          <Figures summary={query.data} />
          <PerDay title={texts.byType} days={query.data.days} series={query.data.by_type} name={typeName} />
          <PerDay
            title={texts.bySource}
            days={query.data.days}
            series={query.data.by_source}
            name={sourceName}
          />
          <Ambassadors summary={query.data} />
        </>
      ) : null}
    </section>
  );
}
