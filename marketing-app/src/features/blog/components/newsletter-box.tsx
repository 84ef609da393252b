import { Container, Heading, Section, Text } from 'shared-ui';
import { Card } from 'shared-ui/content';
import { NewsletterFormIsland } from '../../../islands';

const titleId = 'newsletter-title';

/** The blog's newsletter box: what the articles are about, and the form. */
export function NewsletterBox() {
  return (
    <Section aria-labelledby={titleId} tone="alt">
      <Container size="narrow">
        <Card padding="lg" elevated>
          <Heading level={2} size="md" id={titleId}>
            Подписка на статьи
          </Heading>
          <Text variant="muted">Новые статьи о маркетинге и разработке для бизнеса в Узбекистане.</Text>
          <NewsletterFormIsland titleId={titleId} />
        </Card>
      </Container>
    </Section>
  );
}
