import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type AdminLeadFilter,
  adminLimits,
  isLeadStatus,
  useAdminLeadsQuery,
  useExportLeadsCsvMutation,
} from 'shared-data/admin';
import { isLeadType } from 'shared-data/schemas';
import { isLanguage } from 'shared-data/site';
import { Button, Text, toast } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { LoadFailed } from '../../../components/load-failed';
import { isUnauthorized, useSignInAgainOn } from '../../../session/unauthorized';
import { controlStyles, labelStyles, spreadRowStyles, stackStyles } from '../../../styles';
import { adminTexts } from '../../../texts';
import { LeadDialog } from '../../lead/components/lead-dialog';
import { useLeadNotifications } from '../hooks/use-lead-notifications';
import { useWaitingInTitle } from '../hooks/use-waiting-in-title';
import { inboxTexts } from '../inbox-texts';
import { Filters } from './filters';
import { LeadList } from './lead-list';
import { NotificationSwitch } from './notification-switch';
import { StatusTabs } from './status-tabs';

const texts = inboxTexts.list;

/** The inbox's filter, page and open lead as the address bar holds them, so a reload or a shared link keeps them. */
function useInboxLocation() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo((): AdminLeadFilter => {
    const text = (key: string) => params.get(key) || undefined;
    const type = params.get('type');
    const status = params.get('status');
    const language = params.get('language');
    return {
      ...(isLeadType(type) ? { type } : {}),
      ...(isLeadStatus(status) ? { status } : {}),
      ...(text('from') ? { from: text('from') } : {}),
      ...(text('to') ? { to: text('to') } : {}),
      ...(text('q') ? { q: text('q') } : {}),
      ...(text('source') ? { source: text('source') } : {}),
      ...(isLanguage(language) ? { language } : {}),
      ...(params.get('owner') === 'mine' ? { owner: 'mine' as const } : {}),
      ...(params.get('due') === 'today' ? { due: 'today' as const } : {}),
    };
  }, [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = Number(params.get('size'));
  const pageSize = (adminLimits.pageSizes as readonly number[]).includes(sizeParam)
    ? sizeParam
    : adminLimits.defaultPageSize;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return { filter, page, pageSize, lead: params.get('lead') ?? undefined, update };
}

export interface InboxProps {
  token: string;
  onUnauthorized: () => void;
}

/** The leads inbox: filters, one page of leads, paging, CSV export and the open lead. */
export function Inbox({ token, onUnauthorized }: InboxProps) {
  const { filter, page, pageSize, lead, update } = useInboxLocation();
  // Asked again every `refreshMs`, also while the tab is in the background: new leads show without a reload, in the
  // tab's title and, when the manager turned them on, as notifications.
  const query = useAdminLeadsQuery(
    { token, input: { ...filter, page, page_size: pageSize } },
    { pollingInterval: adminLimits.refreshMs, skipPollingIfUnfocused: false },
  );
  const waiting = query.data?.counts.new;
  useWaitingInTitle(waiting);
  const { status: _status, ...rest } = filter;
  const notifications = useLeadNotifications(JSON.stringify(rest), waiting, query.data?.leads[0]);
  const [exportCsv, exporting] = useExportLeadsCsvMutation();
  useSignInAgainOn(query.error, onUnauthorized);
  const closeLead = useCallback(() => update({ lead: undefined }), [update]);

  const download = async () => {
    try {
      const { csv, filename, count } = await exportCsv({ token, filter }).unwrap();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(inboxTexts.filters.csvDone(count));
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      else toast.error(inboxTexts.filters.csvFailed, asServerError(error).message);
    }
  };

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-label={adminTexts.header.leads} css={stackStyles('md')}>
      <Filters
        filter={filter}
        exporting={exporting.isLoading}
        onExport={download}
        onApply={(next) =>
          update({
            type: next.type,
            status: next.status,
            from: next.from,
            to: next.to,
            q: next.q,
            source: next.source,
            language: next.language,
            owner: next.owner,
            due: next.due,
            page: undefined,
          })
        }
      />
      <LoadFailed query={query} texts={texts} />
      {query.isLoading ? <Text role="status">{texts.loading}</Text> : null}
      {query.data ? (
        <>
          <div css={spreadRowStyles}>
            <StatusTabs
              counts={query.data.counts}
              status={filter.status}
              onChange={(status) => update({ status, page: undefined })}
            />
            <NotificationSwitch {...notifications} />
          </div>
          <Text role="status">{texts.total(total)}</Text>
          {query.data.leads.length === 0 ? (
            <Text>{texts.empty}</Text>
          ) : (
            <LeadList leads={query.data.leads} onOpen={(id) => update({ lead: id })} />
          )}
          <nav
            aria-label={texts.page(page, pages)}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: theme.space.sm,
            })}
          >
            <Button
              variant="secondary"
              disabled={page <= 1}
              onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : undefined })}
            >
              {texts.previous}
            </Button>
            <span>{texts.page(page, pages)}</span>
            <Button
              variant="secondary"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              {texts.next}
            </Button>
            <label css={(theme) => [labelStyles(theme), { flexDirection: 'row', alignItems: 'center' }]}>
              {texts.pageSize}
              <select
                css={(theme) => [controlStyles(theme), { width: 'auto' }]}
                value={pageSize}
                onChange={(event) => update({ size: event.target.value, page: undefined })}
              >
                {adminLimits.pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
          </nav>
        </>
      ) : null}
      <LeadDialog token={token} id={lead} onClose={closeLead} onUnauthorized={onUnauthorized} />
    </section>
  );
}
