import { technologies } from 'shared-data/digital';
import { Container, Heading, Section, SectionIntro, Text } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';

const titleId = 'technologies-title';

/** The 12 technologies of the studio's stack, each with what it is used for. */
export function TechnologiesGrid() {
  return (
    <Section aria-labelledby={titleId} tone="alt">
      <Container>
        <SectionIntro titleId={titleId} title="Технологии">
          <Text variant="muted">Проверенный стек, на котором мы строим надёжные и быстрые продукты.</Text>
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
