import type { RuntimeConfig } from 'shared-data/site';
import {
  AppLink,
  AppThemeProvider,
  Container,
  Heading,
  RuntimeConfigProvider,
  Section,
  Text,
} from 'shared-ui';
import { PageLayout } from 'shared-ui/layout';
import { notFoundTexts } from './not-found-texts';

const titleId = 'not-found-title';

/**
 * The page for a path no division owns, in the site's header and footer. The shell's server renders it for an
 * unknown address (with status 404); the shell renders it in the browser when the address changes to one.
 */
export function NotFoundPage({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <AppThemeProvider>
        <PageLayout variant="marketing">
          <Section aria-labelledby={titleId}>
            <Container>
              <Heading level={1} id={titleId}>
                {notFoundTexts.title}
              </Heading>
              <Text variant="lead">{notFoundTexts.lead}</Text>
              <p css={(theme) => ({ marginTop: theme.space.md })}>
                <AppLink href="/">{notFoundTexts.home}</AppLink>
              </p>
            </Container>
          </Section>
        </PageLayout>
      </AppThemeProvider>
    </RuntimeConfigProvider>
  );
}
