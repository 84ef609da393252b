import { type FormEvent, useId, useState } from 'react';
import { useEraseContactMutation } from 'shared-data/admin';
import { Button, Heading, Text } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { isUnauthorized } from '../../../session/unauthorized';
import { controlStyles, labelStyles, stackStyles } from '../../../styles';
import { eraseTexts } from '../erase-texts';

const texts = eraseTexts;

export interface ErasePersonProps {
  token: string;
  onUnauthorized: () => void;
}

/** Erasing a person's data on their request: their contact, a confirmation, and what was done. */
export function ErasePerson({ token, onUnauthorized }: ErasePersonProps) {
  const ids = useId();
  const [contact, setContact] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [outcome, setOutcome] = useState<{ done?: string; error?: string }>({});
  const [erase, erasing] = useEraseContactMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await erase({ token, contact }).unwrap();
      setOutcome({ done: texts.done(result.leads, result.mails, result.ambassadors) });
      setContact('');
      setConfirmed(false);
    } catch (error) {
      if (isUnauthorized(error)) return onUnauthorized();
      const { message, fields } = asServerError(error);
      setOutcome({ error: fields?.contact ?? message ?? texts.failed });
    }
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      css={(theme) => ({ ...stackStyles('sm')(theme), maxWidth: '40rem' })}
    >
      <Heading level={2} size="sm" id={`${ids}-title`}>
        {texts.title}
      </Heading>
      <Text>{texts.intro}</Text>
      <form onSubmit={submit} css={stackStyles('sm')}>
        <label css={labelStyles}>
          {texts.contact}
          <input
            css={controlStyles}
            value={contact}
            onChange={(event) => setContact(event.target.value)}
            required
            maxLength={254}
            autoComplete="off"
            aria-invalid={outcome.error ? true : undefined}
            aria-describedby={outcome.error ? `${ids}-error` : undefined}
          />
        </label>
        <label css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {texts.confirm}
        </label>
        <span>
          <Button
            type="submit"
            variant="secondary"
            disabled={!confirmed || contact.trim() === ''}
            loading={erasing.isLoading}
          >
            {texts.submit}
          </Button>
        </span>
      </form>
      {outcome.error ? (
        <Text role="alert" id={`${ids}-error`}>
          {outcome.error}
        </Text>
      ) : null}
      {outcome.done ? <Text role="status">{outcome.done}</Text> : null}
    </section>
  );
}
