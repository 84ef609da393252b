import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type AdminLeadDetail,
  adminLimits,
  useAddLeadNoteMutation,
  useAdminMeQuery,
  useSaveLeadWorkMutation,
} from 'shared-data/admin';
import { formatDateTime } from 'shared-data/catalog';
import { Button, Heading, Text } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { ChoiceField, DayField } from '../../../fields';
import { isUnauthorized } from '../../../session/unauthorized';
import { controlStyles, formGridStyles, labelStyles, stackStyles } from '../../../styles';
import { leadTexts } from '../lead-texts';
import { type Outcome, OutcomeLine } from './outcome-line';

const texts = leadTexts.work;

export interface LeadWorkProps {
  token: string;
  detail: AdminLeadDetail;
  onUnauthorized: () => void;
}

/**
 * Working a lead: its owner (one of the managers) and the day to contact the client next, saved against the version
 * the manager sees (a lead changed meanwhile is refused with a clear message and shown as it is now), and the
 * managers' notes, oldest first, with a field for a new one.
 */
export function LeadWork({ token, detail, onUnauthorized }: LeadWorkProps) {
  const { lead, notes } = detail;
  const managers = useAdminMeQuery(token).data?.managers ?? [];
  const [save, saving] = useSaveLeadWorkMutation();
  const [addNote, adding] = useAddLeadNoteMutation();
  const [owner, setOwner] = useState(lead.owner ?? '');
  const [next, setNext] = useState(lead.next_contact_on ?? '');
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<Outcome>();
  const [noted, setNoted] = useState<Outcome>();
  const noteId = useId();
  // When the lead's owner or next contact change underneath (a save by anyone, the refetch after a refused save),
  // the fields show what it holds now.
  useEffect(() => {
    setOwner(lead.owner ?? '');
    setNext(lead.next_contact_on ?? '');
  }, [lead.owner, lead.next_contact_on]);

  const refused = (error: unknown, failed: string): Outcome => {
    if (isUnauthorized(error)) onUnauthorized();
    return { ok: false, text: `${failed}: ${asServerError(error).message}` };
  };

  const saveWork = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    try {
      await save({
        token,
        input: { id: lead.id, version: lead.version, owner: owner || null, next_contact_on: next || null },
      }).unwrap();
      setSaved({ ok: true, text: texts.saved });
    } catch (error) {
      setSaved(refused(error, texts.saveFailed));
    }
  };

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    setNoted(undefined);
    try {
      await addNote({ token, input: { id: lead.id, text: note } }).unwrap();
      setNote('');
      setNoted({ ok: true, text: texts.noteAdded });
    } catch (error) {
      setNoted(refused(error, texts.noteFailed));
    }
  };

  const ownerChoices = [...new Set([...managers, ...(lead.owner ? [lead.owner] : [])])];
  return (
    <section aria-label={texts.title} css={stackStyles('sm')}>
      <Heading level={3} size="sm">
        {texts.title}
      </Heading>
      <form
        onSubmit={saveWork}
        aria-label={texts.title}
        css={formGridStyles('repeat(auto-fit, minmax(12rem, 1fr))')}
      >
        <ChoiceField
          label={texts.owner}
          emptyLabel={texts.noOwner}
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          options={ownerChoices.map((email) => [email, email])}
        />
        <DayField label={texts.next} value={next} onChange={(event) => setNext(event.target.value)} />
        <Button type="submit" variant="secondary" loading={saving.isLoading} loadingLabel={texts.save}>
          {texts.save}
        </Button>
      </form>
      <OutcomeLine outcome={saved} />
      <Heading level={4} size="sm">
        {texts.notes}
      </Heading>
      {notes.length === 0 ? (
        <Text>{texts.noNotes}</Text>
      ) : (
        <ol css={(theme) => ({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xs })}>
          {notes.map((item) => (
            <li key={`${item.at}-${item.by}`}>
              <Text variant="small">{texts.noteLine(formatDateTime(item.at), item.by)}</Text>
              <Text css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Text>
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={saveNote}
        aria-label={texts.addNote}
        css={(theme) => ({ display: 'grid', gap: theme.space.xs })}
      >
        <label htmlFor={noteId} css={labelStyles}>
          {texts.note}
        </label>
        <textarea
          id={noteId}
          css={[controlStyles, { minHeight: '5rem', resize: 'vertical' }]}
          value={note}
          maxLength={adminLimits.noteMaxLength}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" loading={adding.isLoading} loadingLabel={texts.addNote}>
            {texts.addNote}
          </Button>
        </div>
      </form>
      <OutcomeLine outcome={noted} />
    </section>
  );
}
