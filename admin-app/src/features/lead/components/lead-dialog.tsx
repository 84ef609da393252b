import { useEffect, useState } from 'react';
import {
  type AdminLeadDetail,
  type LeadStatus,
  leadStatusActions,
  leadStatusLabels,
  useAdminLeadQuery,
  useSetLeadStatusMutation,
} from 'shared-data/admin';
import { formatDate, formatDateTime, formatMoney } from 'shared-data/catalog';
import { Button, Heading, Text, visuallyHiddenStyles } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { Dialog } from 'shared-ui/layout';
import { PhoneLink } from '../../../components/phone-link';
import { isUnauthorized, useSignInAgainOn } from '../../../session/unauthorized';
import { stackStyles } from '../../../styles';
import { leadTexts } from '../lead-texts';
import { CommissionPayout } from './commission-payout';
import { LeadWork } from './lead-work';
import { type Outcome, OutcomeLine } from './outcome-line';

const texts = leadTexts.lead;

export interface LeadDialogProps {
  token: string;
  id: string | undefined;
  onClose: () => void;
  onUnauthorized: () => void;
}

const moneyOrDash = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

const ownerOrNone = (owner: string | null) => owner ?? leadTexts.work.noOwner;
const dayOrNone = (day: string | null) => (day ? formatDate(day) : '—');

/** Status moves and owner or next-contact changes, as one history in time order. */
function historyOf({ history, changes }: AdminLeadDetail) {
  const moves = history.map((change) => ({
    at: change.at,
    key: `status-${change.at}-${change.to}`,
    text: texts.moved(
      leadStatusLabels[change.from],
      leadStatusLabels[change.to],
      change.by,
      formatDateTime(change.at),
    ),
  }));
  const work = changes.map((change) => ({
    at: change.at,
    key: `${change.field}-${change.at}-${change.to}`,
    text:
      change.field === 'owner'
        ? leadTexts.work.ownerChanged(
            ownerOrNone(change.from),
            ownerOrNone(change.to),
            change.by,
            formatDateTime(change.at),
          )
        : leadTexts.work.nextChanged(
            dayOrNone(change.from),
            dayOrNone(change.to),
            change.by,
            formatDateTime(change.at),
          ),
  }));
  return [...moves, ...work].sort((a, b) => a.at.localeCompare(b.at));
}

function Details({ detail }: { detail: AdminLeadDetail }) {
  const { lead } = detail;
  const events = historyOf(detail);
  const rows: [string, string][] = [
    [texts.money, moneyOrDash(lead.plan_price)],
    [texts.discount, lead.discount_amount > 0 ? formatMoney(lead.discount_amount) : '—'],
    [texts.final, moneyOrDash(lead.final_price)],
    ...(lead.ambassador
      ? ([
          [
            texts.ambassador,
            `${lead.ambassador.name}, ${lead.ambassador.email} (${lead.ambassador.promo_code})`,
          ],
          [texts.commission, moneyOrDash(lead.commission)],
        ] as [string, string][])
      : []),
  ];
  const list = (items: readonly [string, string][]) => (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        gap: `${theme.space.xxs} ${theme.space.sm}`,
        margin: 0,
        dt: { fontWeight: theme.fontWeights.semibold },
        dd: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      })}
    >
      {items.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div css={stackStyles('md')}>
      <p css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, margin: 0 })}>
        {lead.phone ? <PhoneLink phone={lead.phone} label={texts.call} /> : null}
        {lead.email ? <a href={`mailto:${lead.email}`}>{texts.write(lead.email)}</a> : null}
      </p>
      <Heading level={3} size="sm">
        {texts.carried}
      </Heading>
      {list(lead.fields.map((field) => [field.label, field.value]))}
      {list(rows)}
      <Heading level={3} size="sm">
        {texts.history}
      </Heading>
      {events.length === 0 ? (
        <Text>{texts.noHistory}</Text>
      ) : (
        <ol css={{ margin: 0, paddingLeft: '1.25rem' }}>
          {events.map((event) => (
            <li key={event.key}>{event.text}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * One lead with everything it carried, its history, and the status moves the workflow allows. How a move went
 * is said in the dialog's footer, next to the buttons, where no notice covers the page's own controls.
 */
export function LeadDialog({ token, id, onClose, onUnauthorized }: LeadDialogProps) {
  const query = useAdminLeadQuery({ token, id: id ?? '' }, { skip: id === undefined });
  const [move, moving] = useSetLeadStatusMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  useSignInAgainOn(query.error, onUnauthorized);
  useEffect(() => {
    if (id === undefined) setOutcome(undefined);
  }, [id]);
  const detail = query.data?.lead.id === id ? query.data : undefined;

  const moveTo = async (status: LeadStatus) => {
    if (!id) return;
    setOutcome(undefined);
    try {
      await move({ token, input: { id, status } }).unwrap();
      setOutcome({ ok: true, text: texts.movedTo(leadStatusLabels[status]) });
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      else setOutcome({ ok: false, text: `${texts.moveFailed}: ${asServerError(error).message}` });
    }
  };

  return (
    <Dialog
      open={id !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={detail ? `${detail.lead.name} — ${leadStatusLabels[detail.lead.status]}` : texts.loading}
      description={detail ? formatDateTime(detail.lead.created_at) : undefined}
      footer={
        detail ? (
          <div css={stackStyles('xs')}>
            <OutcomeLine outcome={outcome} />
            {detail.lead.moves.length > 0 ? (
              <fieldset
                css={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '0.5rem',
                  border: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                <legend css={visuallyHiddenStyles}>{texts.movesLabel}</legend>
                {detail.lead.moves.map((status) => (
                  <Button
                    key={status}
                    variant={status === 'won' ? 'primary' : 'secondary'}
                    loading={moving.isLoading && moving.originalArgs?.input.status === status}
                    onClick={() => moveTo(status)}
                  >
                    {leadStatusActions[status]}
                  </Button>
                ))}
              </fieldset>
            ) : (
              <Text>{texts.final_}</Text>
            )}
          </div>
        ) : undefined
      }
    >
      {detail ? (
        <>
          <Details detail={detail} />
          <LeadWork token={token} detail={detail} onUnauthorized={onUnauthorized} />
          <CommissionPayout token={token} lead={detail.lead} onUnauthorized={onUnauthorized} />
        </>
      ) : (
        <Text role="status">{query.isError ? texts.failed : texts.loading}</Text>
      )}
    </Dialog>
  );
}
