import type { ReactNode } from 'react';
import { Container, Heading, Section, Text } from 'shared-ui';

export interface PageIntroProps {
  /** The page's h1. */
  title: ReactNode;
  lead: ReactNode;
  /** A short line above the heading. */
  eyebrow?: ReactNode;
  /** Buttons, figures or badges under the lead. */
  children?: ReactNode;
}

const headingId = 'page-title';

/** The opening band of a content page: its one h1, an introduction and optional actions. */
export function PageIntro({ title, lead, eyebrow, children }: PageIntroProps) {
  return (
    <Section aria-labelledby={headingId} tone="alt" spacing="lg">
      <Container>
        <div
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.lg,
            maxWidth: '52rem',
          })}
        >
          {eyebrow ? (
            <Text
              variant="small"
              css={(theme) => ({
                color: theme.colors.primary,
                fontWeight: theme.fontWeights.semibold,
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
              })}
            >
              {eyebrow}
            </Text>
          ) : null}
          <Heading level={1} id={headingId}>
            {title}
          </Heading>
          <Text variant="lead" css={(theme) => ({ color: theme.colors.textMuted })}>
            {lead}
          </Text>
          {children}
        </div>
      </Container>
    </Section>
  );
}
