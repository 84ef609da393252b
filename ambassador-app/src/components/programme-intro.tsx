import type { CSSObject, Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Badge } from 'shared-ui/content';

export interface ProgrammeIntroProps {
  /** Id of the h1, which names the band. */
  headingId: string;
  title: ReactNode;
  lead: ReactNode;
  /** A short label over the heading. */
  tag?: string;
  /** Controls beside the heading on wide screens, under it on phones. */
  actions?: ReactNode;
}

const band =
  (withActions: boolean) =>
  (theme: Theme): CSSObject => ({
    display: 'grid',
    gap: theme.space.lg,
    [theme.mq.md]: { gridTemplateColumns: withActions ? '1fr auto' : '1fr', alignItems: 'end' },
  });

const intro = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.space.sm,
  justifyItems: 'start',
  maxWidth: '48rem',
});

/** The opening band of an ambassador page: its one h1, a lead and optional actions. */
export function ProgrammeIntro({ headingId, title, lead, tag, actions }: ProgrammeIntroProps) {
  const heading = (
    <Heading level={1} id={headingId}>
      {title}
    </Heading>
  );
  return (
    <Section tone="alt" spacing="sm" aria-labelledby={headingId}>
      <Container>
        <div css={band(Boolean(actions))}>
          <div css={intro}>
            {tag ? <Badge tone="accent">{tag}</Badge> : null}
            {heading}
            <Text variant="lead" css={(theme) => ({ color: theme.colors.textMuted })}>
              {lead}
            </Text>
          </div>
          {actions ? <div>{actions}</div> : null}
        </div>
      </Container>
    </Section>
  );
}
