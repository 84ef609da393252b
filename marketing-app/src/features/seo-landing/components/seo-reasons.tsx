import { seoLandingReasons } from 'shared-data/catalog';
import { Container, Heading, Section } from 'shared-ui';
import { IconCardGrid } from '../../../components/icon-card-grid';

const items = seoLandingReasons.map(({ id, value, label, description, icon }) => ({
  id,
  value,
  title: label,
  description,
  icon,
}));

/** Why clients choose the agency, on the SEO landing. */
export function SeoReasons() {
  return (
    <Section aria-labelledby="seo-reasons-title">
      <Container>
        <Heading level={2} id="seo-reasons-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
          Почему нас выбирают
        </Heading>
        <IconCardGrid items={items} aria-label="Причины выбрать нас" columns={{ base: 1, md: 2, lg: 4 }} />
      </Container>
    </Section>
  );
}
