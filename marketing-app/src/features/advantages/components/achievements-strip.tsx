import { achievements } from 'shared-data/marketing';
import { Container, Heading, Section } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';

/** The achievements strip of /why-choose-us: the agency's figures on the brand colour. */
export function AchievementsStrip() {
  return (
    <Section aria-labelledby="achievements-title" tone="brand" spacing="sm">
      <Container>
        <Heading
          level={2}
          size="md"
          id="achievements-title"
          css={(theme) => ({ marginBottom: theme.space.lg })}
        >
          Наши достижения
        </Heading>
        <StatList>
          {achievements.map((claim) => (
            <Stat key={claim.id} value={claim.value} label={claim.label} />
          ))}
        </StatList>
      </Container>
    </Section>
  );
}
