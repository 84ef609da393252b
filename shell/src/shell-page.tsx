import type { ReactNode } from 'react';
import { AppThemeProvider, Container, Heading, Section, Text } from 'shared-ui';

interface ShellPageProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** What the shell shows in place of a division that cannot load: title, lead text and actions. */
export function ShellPage({ title, lead, children }: ShellPageProps) {
  return (
    <AppThemeProvider>
      <main>
        <Section aria-labelledby="shell-page-title">
          <Container>
            <Heading level={1} id="shell-page-title">
              {title}
            </Heading>
            <Text variant="lead">{lead}</Text>
            {children}
          </Container>
        </Section>
      </main>
    </AppThemeProvider>
  );
}
