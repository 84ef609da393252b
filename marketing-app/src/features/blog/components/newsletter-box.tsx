import { useState } from 'react';
import {
  type NewsletterValues,
  newsletterInitialValues,
  newsletterUnavailableNotice,
} from 'shared-data/forms';
import { useRuntimeConfig } from 'shared-data/store';
import { Card, Container, EmailField, FormBody, Heading, Section, Text } from 'shared-ui';

/**
 * The blog's newsletter box. It checks the address, then says plainly that the subscription does not exist yet:
 * nothing is sent or stored.
 */
export function NewsletterBox() {
  const { telegramUrl } = useRuntimeConfig();
  const [answered, setAnswered] = useState(false);
  return (
    <Section aria-labelledby="newsletter-title" tone="alt">
      <Container size="narrow">
        <Card padding="lg" elevated>
          <Heading level={2} size="md" id="newsletter-title">
            Подписка на статьи
          </Heading>
          <Text variant="muted">Новые статьи о маркетинге и разработке для бизнеса в Узбекистане.</Text>
          <FormBody<NewsletterValues>
            aria-labelledby="newsletter-title"
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
                <strong>{newsletterUnavailableNotice.title}.</strong>{' '}
                {newsletterUnavailableNotice.description}{' '}
                <a href={telegramUrl} target="_blank" rel="noreferrer">
                  Открыть Telegram-канал
                </a>
              </Text>
            ) : null}
          </div>
        </Card>
      </Container>
    </Section>
  );
}
