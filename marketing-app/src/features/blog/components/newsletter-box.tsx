import { Container, Heading, Section, Text, useTexts } from 'shared-ui';
import { Card } from 'shared-ui/content';
import { NewsletterFormIsland } from '../../../islands';
import { marketingTexts } from '../../../texts/book';

const titleId = 'newsletter-title';

/** The blog's newsletter box: what the articles are about, and the form. */
export function NewsletterBox() {
  const texts = useTexts(marketingTexts).blog;
  return (
    <Section aria-labelledby={titleId} tone="alt">
      <Container size="narrow">
        <Card padding="lg" elevated>
          <Heading level={2} size="md" id={titleId}>
            {texts.newsletterTitle}
          </Heading>
          <Text variant="muted">{texts.newsletterLead}</Text>
          <NewsletterFormIsland titleId={titleId} />
        </Card>
      </Container>
    </Section>
  );
}
