import { useLocation } from 'react-router-dom';
import { findRoute } from 'shared-data';
import { Container, Heading, PageLayout, Section, Text } from 'shared-ui';

/** Page frame of a marketing route: its title and summary from the route table. */
export function OverviewPage() {
  const route = findRoute(useLocation().pathname);
  return (
    <PageLayout variant="marketing">
      <Section aria-labelledby="page-title">
        <Container>
          <Heading level={1} id="page-title">
            {route?.meta.title}
          </Heading>
          <Text variant="lead">{route?.meta.description}</Text>
        </Container>
      </Section>
    </PageLayout>
  );
}
