import type { RuntimeConfig } from 'shared-data/site';
import {
  AppLink,
  AppThemeProvider,
  Container,
  Heading,
  RuntimeConfigProvider,
  Section,
  Text,
  useTexts,
} from 'shared-ui';
import { PageLayout } from 'shared-ui/layout';
import { shellTexts } from '../texts/book';

const titleId = 'not-found-title';

/**
 * The page for a path no division owns, in the site's header and footer. The shell's server renders it for an
 * unknown address (with status 404); the shell renders it in the browser when the address changes to one.
 */
export function NotFoundPage({ config }: { config: RuntimeConfig }) {
  const texts = useTexts(shellTexts).notFound;
  return (
    <RuntimeConfigProvider config={config}>
      <AppThemeProvider>
        <PageLayout variant="marketing">
          <Section aria-labelledby={titleId}>
            <Container>
              <Heading level={1} id={titleId}>
                {texts.title}
              </Heading>
              <Text variant="lead">{texts.lead}</Text>
              <p css={(theme) => ({ marginTop: theme.space.md })}>
                <AppLink href="/">{texts.home}</AppLink>
              </p>
            </Container>
          </Section>
        </PageLayout>
      </AppThemeProvider>
    </RuntimeConfigProvider>
  );
}
