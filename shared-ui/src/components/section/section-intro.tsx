import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../heading/heading';

/** Props of SectionIntro. */
export interface SectionIntroProps {
  /** The heading's id: the section names itself by it (`aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  /** Default 2. */
  level?: HeadingLevel;
  /** What follows the heading: the section's lead line. */
  children?: ReactNode;
}

/** A section's heading and its lead line, set apart from the section's content. */
export function SectionIntro({ titleId, title, level = 2, children }: SectionIntroProps) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.xl })}>
      <Heading level={level} id={titleId}>
        {title}
      </Heading>
      {children}
    </div>
  );
}
