import { seoLandingReasons } from 'shared-data/catalog';
import { Container, Heading, Section, useTexts } from 'shared-ui';
import { IconCardGrid } from '../../../components/icon-card-grid';
import { marketingTexts } from '../../../texts/book';

const items = seoLandingReasons.map(({ id, value, label, description, icon }) => ({
  id,
  value,
  title: label,
  description,
  icon,
}));

/** Why clients choose the agency, on the SEO landing. */
export function SeoReasons() {
  const texts = useTexts(marketingTexts).seoLanding;
  return (
    <Section aria-labelledby="seo-reasons-title">
      <Container>
        <Heading level={2} id="seo-reasons-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
          {texts.reasonsTitle}
        </Heading>
        <IconCardGrid items={items} aria-label={texts.reasonsList} columns={{ base: 1, md: 2, lg: 4 }} />
      </Container>
    </Section>
  );
}
