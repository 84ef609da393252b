import { claimsTexts, siteClaimsIn } from 'shared-data/catalog';
import { digitalStatsOf } from 'shared-data/digital';
import { Container, Heading, Section, useTexts } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { digitalTexts } from '../../../texts/book';

/** The digital landing's band of figures about the agency. */
export function DigitalStats() {
  const texts = useTexts(digitalTexts).stats;
  const figures = digitalStatsOf(siteClaimsIn(useTexts(claimsTexts)));
  return (
    <Section aria-labelledby="digital-stats-title" spacing="sm">
      <Container>
        <Heading level={2} size="sm" id="digital-stats-title" align="center">
          {texts.title}
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
            {figures.map((claim) => (
              <Stat key={claim.id} value={claim.value} label={claim.label} />
            ))}
          </StatList>
        </div>
      </Container>
    </Section>
  );
}
