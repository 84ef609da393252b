import { claimsTexts, siteClaimsIn } from 'shared-data/catalog';
import { achievementsOf } from 'shared-data/marketing';
import { Container, Heading, Section, useTexts } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

/** The achievements strip of /why-choose-us: the agency's figures on the brand colour. */
export function AchievementsStrip() {
  const texts = useTexts(marketingTexts).advantages;
  const achievements = achievementsOf(siteClaimsIn(useTexts(claimsTexts)));
  return (
    <Section aria-labelledby="achievements-title" tone="brand" spacing="sm">
      <Container>
        <Heading
          level={2}
          size="md"
          id="achievements-title"
          css={(theme) => ({ marginBottom: theme.space.lg })}
        >
          {texts.achievements}
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
