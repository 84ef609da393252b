import { technologiesIn, technologiesTexts } from 'shared-data/digital';
import { Container, Heading, Section, SectionIntro, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';
import { digitalTexts } from '../../../texts/book';

const titleId = 'technologies-title';

/** The 12 technologies of the studio's stack, each with what it is used for. */
export function TechnologiesGrid() {
  const texts = useTexts(digitalTexts).technologies;
  const technologies = technologiesIn(useTexts(technologiesTexts), usePageLanguage());
  return (
    <Section aria-labelledby={titleId} tone="alt">
      <Container>
        <SectionIntro titleId={titleId} title={texts.title}>
          <Text variant="muted">{texts.lead}</Text>
        </SectionIntro>
        <Grid as="ul" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="sm" aria-labelledby={titleId}>
          {technologies.map((technology) => (
            <Card as="li" key={technology.name} padding="sm" css={{ height: '100%' }}>
              <Heading level={3} size="sm">
                {technology.name}
              </Heading>
              <Text variant="small">{technology.note}</Text>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
