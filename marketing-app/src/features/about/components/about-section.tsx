import { useState } from 'react';
import { sectionIds } from 'shared-data/catalog';
import { aboutAgency } from 'shared-data/marketing';
import {
  Button,
  Card,
  ConsultationDialog,
  Container,
  Heading,
  Section,
  Stat,
  StatList,
  Text,
} from 'shared-ui';
import { AboutDialog } from './about-dialog';

/** The home page's about section (anchor `about`): figures and the about and consultation dialogs. */
export function AboutSection() {
  const [aboutOpen, setAboutOpen] = useState(false);
  const [consultationOpen, setConsultationOpen] = useState(false);
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
          <div
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: theme.space.sm,
              marginTop: theme.space.xl,
            })}
          >
            <Button size="lg" variant="secondary" onClick={() => setAboutOpen(true)}>
              Узнать больше о нас
            </Button>
            <Button size="lg" onClick={() => setConsultationOpen(true)}>
              Получить консультацию
            </Button>
          </div>
        </Card>
      </Container>
      <AboutDialog open={aboutOpen} onOpenChange={setAboutOpen} />
      <ConsultationDialog open={consultationOpen} onOpenChange={setConsultationOpen} />
    </Section>
  );
}
