import { advantagesIn, advantagesTexts } from 'shared-data/marketing';
import { Container, Heading, Section, useTexts } from 'shared-ui';
import { IconCardGrid } from '../../../components/icon-card-grid';
import { marketingTexts } from '../../../texts/book';

/** The 12 advantage cards of /why-choose-us. */
export function AdvantagesSection() {
  const texts = useTexts(marketingTexts).advantages;
  const items = advantagesIn(useTexts(advantagesTexts)).map(({ id, title, description, icon }) => ({
    id,
    title,
    description,
    icon,
  }));
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
