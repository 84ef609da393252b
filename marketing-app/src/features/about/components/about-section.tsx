import { sectionIds } from 'shared-data/catalog';
import { aboutAgency } from 'shared-data/marketing';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Card, Stat, StatList } from 'shared-ui/content';
import { AboutActionsIsland } from '../../../islands';

/** The home page's about section (anchor `about`): figures, and buttons to the about and consultation dialogs. */
export function AboutSection() {
  const titleId = `${sectionIds.about}-title`;
  return (
    <Section id={sectionIds.about} aria-labelledby={titleId}>
      <Container>
        <Card tone="brand" padding="lg" elevated>
          <Heading level={2} id={titleId} align="center">
            {aboutAgency.title}
          </Heading>
          <div css={(theme) => ({ maxWidth: '44rem', margin: `${theme.space.sm} auto ${theme.space.xl}` })}>
            <Text variant="lead" align="center">
              {aboutAgency.lead}
            </Text>
          </div>
          <div css={{ textAlign: 'center' }}>
            <StatList>
              {aboutAgency.stats.map((claim) => (
                <Stat key={claim.id} value={claim.value} label={claim.label} />
              ))}
            </StatList>
          </div>
          <AboutActionsIsland />
        </Card>
      </Container>
    </Section>
  );
}
