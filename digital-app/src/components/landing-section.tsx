import type { ReactNode } from 'react';
import { Container, Heading, Section, type SectionTone, Text } from 'shared-ui';

/** Props of LandingSection. */
export interface LandingSectionProps {
  /** Anchor of the section; its heading gets `<id>-title`. */
  id: string;
  title: string;
  lead: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** A band of the digital landing with an anchor, a centred heading and a line under it. */
export function LandingSection({ id, title, lead, tone = 'default', children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId} tone={tone}>
      <Container>
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.sm,
            maxWidth: '46rem',
            margin: `0 auto ${theme.space.xl}`,
          })}
        >
          <Heading level={2} id={titleId} align="center">
            {title}
          </Heading>
          <Text variant="muted" align="center">
            {lead}
          </Text>
        </div>
        {children}
      </Container>
    </Section>
  );
}
