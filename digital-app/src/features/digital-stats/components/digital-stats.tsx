import { digitalStats } from 'shared-data/digital';
import { Container, Heading, Section } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';

/** The digital landing's band of figures about the agency. */
export function DigitalStats() {
  return (
    <Section aria-labelledby="digital-stats-title" spacing="sm">
      <Container>
        <Heading level={2} size="sm" id="digital-stats-title" align="center">
          Агентство в цифрах
        </Heading>
        <div
          css={(theme) => ({
            marginTop: theme.space.lg,
            textAlign: 'center',
            '& > dl': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [theme.mq.md]: { '& > dl': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
          })}
        >
          <StatList>
            {digitalStats.map((claim) => (
              <Stat key={claim.id} value={claim.value} label={claim.label} />
            ))}
          </StatList>
        </div>
      </Container>
    </Section>
  );
}
