import { advantages } from 'shared-data/marketing';
import { Container, Heading, Section, useTexts } from 'shared-ui';
import { IconCardGrid } from '../../../components/icon-card-grid';
import { marketingTexts } from '../../../texts/book';

const items = advantages.map(({ id, title, description, icon }) => ({ id, title, description, icon }));

/** The 12 advantage cards of /why-choose-us. */
export function AdvantagesSection() {
  const texts = useTexts(marketingTexts).advantages;
  return (
    <Section aria-labelledby="advantages-title">
      <Container>
        <Heading level={2} id="advantages-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
          {texts.title}
        </Heading>
        <IconCardGrid items={items} aria-label={texts.list} columns={{ base: 1, md: 2, lg: 3 }} />
      </Container>
    </Section>
  );
}
