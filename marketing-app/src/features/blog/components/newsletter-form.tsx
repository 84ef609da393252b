import { useState } from 'react';
import {
  type NewsletterValues,
  newsletterInitialValues,
  newsletterUnavailableNotice,
} from 'shared-data/forms';
import { Text, useRuntimeConfig } from 'shared-ui';
import { EmailField, FormBody } from 'shared-ui/forms';

/**
 * The newsletter form. It checks the address, then says plainly that the subscription does not exist yet: nothing is
 * sent or stored.
 */
export function NewsletterForm({ titleId }: { titleId: string }) {
  const { telegramUrl } = useRuntimeConfig();
  const [answered, setAnswered] = useState(false);
  return (
    <>
      <FormBody<NewsletterValues>
        aria-labelledby={titleId}
        schema={(schemas) => schemas.newsletterSchema}
        initialValues={newsletterInitialValues}
        submitLabel="Подписаться"
        loadingLabel="Проверяем..."
        onSubmit={() => setAnswered(true)}
      >
        <EmailField name="email" label="Email" required />
      </FormBody>
      <div role="status">
        {answered ? (
          <Text>
            <strong>{newsletterUnavailableNotice.title}.</strong> {newsletterUnavailableNotice.description}{' '}
            <a href={telegramUrl} target="_blank" rel="noreferrer">
              Открыть Telegram-канал
            </a>
          </Text>
        ) : null}
      </div>
    </>
  );
}
