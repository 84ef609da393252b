import { useMemo } from 'react';
import { searchKeywordsTexts, searchSuggestionsIn } from 'shared-data/catalog';
import { Container, Heading, Section, Text, usePageLanguage, useTexts } from 'shared-ui';
import { ServiceSearchBoxIsland } from '../../../islands';
import { marketingTexts } from '../../../texts/book';

/** The home page's service search. */
export function ServiceSearch({ id }: { id: string }) {
  const texts = useTexts(marketingTexts).serviceSearch;
  const language = usePageLanguage();
  const keywords = useTexts(searchKeywordsTexts);
  // The island's props are built here, on the server too, in the page's language.
  const suggestions = useMemo(() => searchSuggestionsIn(keywords, language), [keywords, language]);
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone="alt" spacing="sm">
      <Container size="narrow">
        <Heading level={2} id={`${id}-title`} align="center">
          {texts.title}
        </Heading>
        <div css={(theme) => ({ marginTop: theme.space.xs })}>
          <Text variant="muted" align="center">
            {texts.lead}
          </Text>
        </div>
        <ServiceSearchBoxIsland suggestions={suggestions} />
      </Container>
    </Section>
  );
}
