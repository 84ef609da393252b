import { useAdminFailedMailQuery, useRetryMailMutation } from 'shared-data/admin';
import { formatDateTime } from 'shared-data/catalog';
import { Button, Heading, Text, toast } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { isUnauthorized, useSignInAgainOn } from '../../../session/unauthorized';
import { cardListStyles, cardStyles, stackStyles } from '../../../styles';
import { failedMailTexts } from '../failed-mail-texts';

const texts = failedMailTexts;

export interface FailedMailProps {
  token: string;
  onUnauthorized: () => void;
}

/** Mail health: what used up its retries, with the last error, and "send again". */
export function FailedMail({ token, onUnauthorized }: FailedMailProps) {
  const query = useAdminFailedMailQuery(token);
  const [retry, retrying] = useRetryMailMutation();
  useSignInAgainOn(query.error, onUnauthorized);
  const jobs = query.data?.jobs ?? [];

  const sendAgain = async (id: string) => {
    try {
      await retry({ token, id }).unwrap();
      toast.success(texts.retried);
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      else toast.error(texts.retryFailed, asServerError(error).message);
    }
  };

  return (
    <section aria-labelledby="failed-mail-title" css={stackStyles('sm')}>
      <Heading level={2} size="sm" id="failed-mail-title">
        {texts.title}
      </Heading>
      <Text>{texts.intro}</Text>
      {query.isError && !isUnauthorized(query.error) ? <Text role="alert">{texts.failed}</Text> : null}
      {query.isSuccess && jobs.length === 0 ? <Text role="status">{texts.empty}</Text> : null}
      <ul css={cardListStyles}>
        {jobs.map((job) => (
          <li key={job.id} css={cardStyles}>
            <strong>{job.kind}</strong>
            <span>
              {texts.to}: {job.to ?? '—'} · {texts.attempts}: {job.attempts} · {texts.date}:{' '}
              {formatDateTime(job.created_at)}
            </span>
            <span>
              {texts.error}: {job.last_error ?? '—'}
            </span>
            <span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => sendAgain(job.id)}
                loading={retrying.isLoading && retrying.originalArgs?.id === job.id}
              >
                {texts.retry}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
