import type { AdminLeadSummary } from 'shared-data/admin';
import { languageNamesForTeam, leadStatusLabels, leadTypeShortLabels } from 'shared-data/admin';
import { defaultLanguage, formatDateTime, formatMoney } from 'shared-data/catalog';
import { mq } from 'shared-ui';
import { Badge } from 'shared-ui/content';
import { PhoneLink } from '../../../components/phone-link';
import { cardListStyles, cardStyles } from '../../../styles';
import { inboxTexts } from '../inbox-texts';

const texts = inboxTexts.list;

export interface LeadListProps {
  leads: readonly AdminLeadSummary[];
  onOpen: (id: string) => void;
}

const price = (lead: AdminLeadSummary) => (lead.final_price === null ? '—' : formatMoney(lead.final_price));

function Contacts({ lead }: { lead: AdminLeadSummary }) {
  return (
    <span css={{ display: 'flex', flexDirection: 'column' }}>
      {lead.phone ? <PhoneLink phone={lead.phone} /> : null}
      {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null}
    </span>
  );
}

function OpenButton({ lead, onOpen }: { lead: AdminLeadSummary; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(lead.id)}
      aria-label={texts.open(lead.name)}
      css={(theme) => ({
        background: 'none',
        border: 'none',
        padding: 0,
        color: theme.colors.primary,
        font: 'inherit',
        fontWeight: theme.fontWeights.semibold,
        textDecoration: 'underline',
        cursor: 'pointer',
        textAlign: 'left',
      })}
    >
      {lead.name}
    </button>
  );
}

function Suspected({ lead }: { lead: AdminLeadSummary }) {
  return lead.suspected ? (
    <Badge tone="danger" title={lead.suspected_reason ?? undefined}>
      ⚠ {texts.suspected}
    </Badge>
  ) : null;
}

/** The client's language, when it is not the site's first: the manager answers in it. */
function LanguageMark({ lead }: { lead: AdminLeadSummary }) {
  return lead.language === defaultLanguage ? null : (
    <Badge tone="accent">{texts.language(languageNamesForTeam[lead.language])}</Badge>
  );
}

/** The inbox page: a table on wide screens, one card per lead on a phone. */
export function LeadList({ leads, onOpen }: LeadListProps) {
  return (
    <>
      <table
        css={(theme) => ({
          display: 'none',
          [mq.lg]: { display: 'table' },
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: theme.fontSizes.sm,
          'th, td': {
            padding: theme.space.xs,
            borderBottom: `1px solid ${theme.colors.border}`,
            textAlign: 'left',
            verticalAlign: 'top',
          },
        })}
      >
        <caption css={{ textAlign: 'left', fontWeight: 600 }}>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.date}</th>
            <th scope="col">{texts.type}</th>
            <th scope="col">{texts.name}</th>
            <th scope="col">{texts.contacts}</th>
            <th scope="col">{texts.subject}</th>
            <th scope="col">{texts.price}</th>
            <th scope="col">{texts.promo}</th>
            <th scope="col">{texts.status}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>{formatDateTime(lead.created_at)}</td>
              <td>{leadTypeShortLabels[lead.type]}</td>
              <td>
                <OpenButton lead={lead} onOpen={onOpen} /> <LanguageMark lead={lead} />{' '}
                <Suspected lead={lead} />
              </td>
              <td>
                <Contacts lead={lead} />
              </td>
              <td>{lead.subject ?? '—'}</td>
              <td css={{ whiteSpace: 'nowrap' }}>{price(lead)}</td>
              <td>{lead.promo_code ?? '—'}</td>
              <td>{leadStatusLabels[lead.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label={texts.caption}
        css={(theme) => ({ ...cardListStyles(theme), [mq.lg]: { display: 'none' } })}
      >
        {leads.map((lead) => (
          <li key={lead.id} css={cardStyles}>
            <span css={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem', flexWrap: 'wrap' }}>
              <OpenButton lead={lead} onOpen={onOpen} />
              <span>{leadStatusLabels[lead.status]}</span>
            </span>
            <LanguageMark lead={lead} />
            <Suspected lead={lead} />
            <span>
              {leadTypeShortLabels[lead.type]} · {formatDateTime(lead.created_at)}
            </span>
            {lead.subject ? <span>{lead.subject}</span> : null}
            <span>
              {texts.price}: {price(lead)}
              {lead.promo_code ? ` · ${texts.promo}: ${lead.promo_code}` : ''}
            </span>
            <Contacts lead={lead} />
          </li>
        ))}
      </ul>
    </>
  );
}
