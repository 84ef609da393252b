import { searchSuggestions } from 'shared-data/catalog';
import { Container, Heading, Section, Text } from 'shared-ui';
import { ServiceSearchBoxIsland } from '../../../islands';

/** The home page's service search. */
export function ServiceSearch({ id }: { id: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone="alt" spacing="sm">
      <Container size="narrow">
        <Heading level={2} id={`${id}-title`} align="center">
          Какая услуга вам нужна?
        </Heading>
        <div css={(theme) => ({ marginTop: theme.space.xs })}>
          <Text variant="muted" align="center">
            Найдите услугу — подскажем, какое направление агентства с ней работает.
          </Text>
        </div>
        <ServiceSearchBoxIsland suggestions={searchSuggestions} />
      </Container>
    </Section>
  );
}
