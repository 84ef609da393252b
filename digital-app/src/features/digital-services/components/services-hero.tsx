import { claimsTexts, divisionComparisonIn, siteClaimsIn } from 'shared-data/catalog';
import { Container, Heading, Section, Text, useTexts } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { ConsultationButton } from '../../../components/consultation-button';
import { digitalTexts } from '../../../texts/book';

const titleId = 'services-hero-title';

/** The hero of /digital/services: the offer, three figures and the free consultation dialog. */
export function ServicesHero() {
  const texts = useTexts(digitalTexts).servicesHero;
  const claims = useTexts(claimsTexts);
  const site = siteClaimsIn(claims);
  const heroStats = [site.digitalProjects, divisionComparisonIn(claims).digital, site.support];
  return (
    <Section aria-labelledby={titleId} tone="brand">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, maxWidth: '48rem' })}>
          <Heading level={1} id={titleId} size="xl">
            {texts.title}
          </Heading>
          <Text variant="lead">{texts.lead}</Text>
          <div>
            <ConsultationButton label={texts.consultation} size="lg" variant="secondary" />
          </div>
          <StatList aria-label={texts.figures}>
            {heroStats.map((claim) => (
              <Stat key={claim.id} value={claim.value} label={claim.label} />
            ))}
          </StatList>
        </div>
      </Container>
    </Section>
  );
}
