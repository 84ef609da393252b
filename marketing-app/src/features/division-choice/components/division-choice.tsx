import { divisionProfilesIn, divisionsTexts, paths } from 'shared-data/catalog';
import { Container, Heading, Section, Text, useTexts } from 'shared-ui';
import { marketingTexts } from '../../../texts/book';
import { DivisionCard } from './division-card';

/** While the visitor points at or focuses one card, it grows and the other shrinks (styles alone, no script). */
const pointed = '&:has(> li:hover, > li:focus-within)';

/** The page's opening: the headline and the two division cards; the pointed or focused card grows. */
export function DivisionChoice({ id }: { id: string }) {
  const texts = useTexts(marketingTexts).divisionChoice;
  const profiles = divisionProfilesIn(useTexts(divisionsTexts));
  return (
    <Section id={id} aria-labelledby={`${id}-title`} spacing="sm">
      <Container>
        <Heading level={1} id={`${id}-title`} align="center">
          {texts.title}
        </Heading>
        <div css={(theme) => ({ maxWidth: '44rem', margin: `${theme.space.sm} auto 0` })}>
          <Text variant="lead" align="center">
            {texts.lead}
          </Text>
        </div>
        <ul
          aria-label={texts.listLabel}
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.lg,
            margin: `${theme.space.xl} 0 0`,
            padding: 0,
            listStyle: 'none',
            [theme.mq.md]: { flexDirection: 'row', minHeight: '24rem' },
            [`${theme.mq.md} and (prefers-reduced-motion: no-preference)`]: {
              [`${pointed} > li`]: { flexGrow: 0.7 },
              [`${pointed} > li:is(:hover, :focus-within)`]: { flexGrow: 1.3 },
            },
          })}
        >
          {(['marketing', 'digital'] as const).map((division) => (
            <DivisionCard key={division} profile={profiles[division]} href={paths[division]} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}
