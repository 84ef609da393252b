import { useState } from 'react';
import { sharedDataTexts } from 'shared-data/fields';
import { type NewsletterValues, newsletterInitialValues } from 'shared-data/forms';
import { Text, useRuntimeConfig, useTexts } from 'shared-ui';
import { EmailField, FormBody } from 'shared-ui/forms';
import { marketingTexts } from '../../../texts/book';

/**
 * The newsletter form. It checks the address, then says plainly that the subscription does not exist yet: nothing is
 * sent or stored.
 */
export function NewsletterForm({ titleId }: { titleId: string }) {
  const { telegramUrl } = useRuntimeConfig();
  const [answered, setAnswered] = useState(false);
  const texts = useTexts(marketingTexts).blog;
  const newsletterUnavailableNotice = useTexts(sharedDataTexts).notices.newsletterUnavailable;
  return (
    <>
      <FormBody<NewsletterValues>
        aria-labelledby={titleId}
        schema={(schemas) => schemas.newsletterSchema}
        initialValues={newsletterInitialValues}
        submitLabel={texts.subscribe}
        loadingLabel={texts.checking}
        onSubmit={() => setAnswered(true)}
      >
        <EmailField name="email" label="Email" required />
      </FormBody>
      <div role="status">
        {answered ? (
          <Text>
            <strong>{newsletterUnavailableNotice.title}.</strong> {newsletterUnavailableNotice.description}{' '}
            <a href={telegramUrl} target="_blank" rel="noreferrer">
              {texts.telegram}
            </a>
          </Text>
        ) : null}
      </div>
    </>
  );
}
