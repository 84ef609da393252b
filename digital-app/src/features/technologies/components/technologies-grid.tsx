import { technologies } from 'shared-data/digital';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';

const titleId = 'technologies-title';

/** The 12 technologies of the studio's stack, each with what it is used for. */
export function TechnologiesGrid() {
  return (
    <Section aria-labelledby={titleId} tone="alt">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.xl })}>
          <Heading level={2} id={titleId}>
            Технологии
          </Heading>
          <Text variant="muted">Проверенный стек, на котором мы строим надёжные и быстрые продукты.</Text>
        </div>
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
