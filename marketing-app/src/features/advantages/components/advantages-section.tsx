import { advantages } from 'shared-data/marketing';
import { Container, Heading, Section } from 'shared-ui';
import { IconCardGrid } from '../../../components/icon-card-grid';

const items = advantages.map(({ id, title, description, icon }) => ({ id, title, description, icon }));

/** The 12 advantage cards of /why-choose-us. */
export function AdvantagesSection() {
  return (
    <Section aria-labelledby="advantages-title">
      <Container>
        <Heading level={2} id="advantages-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
          12 причин работать с нами
        </Heading>
        <IconCardGrid items={items} aria-label="Преимущества агентства" columns={{ base: 1, md: 2, lg: 3 }} />
      </Container>
    </Section>
  );
}
