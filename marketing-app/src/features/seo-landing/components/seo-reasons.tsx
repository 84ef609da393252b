import { useMemo } from 'react';
import { claimsTexts, seoLandingReasonsIn, seoLandingTexts, siteClaimsIn } from 'shared-data/catalog';
import { Container, Heading, Section, usePageLanguage, useTexts } from 'shared-ui';
import { IconCardGrid } from '../../../components/icon-card-grid';
import { marketingTexts } from '../../../texts/book';

/** Why clients choose the agency, on the SEO landing. */
export function SeoReasons() {
  const texts = useTexts(marketingTexts).seoLanding;
  const language = usePageLanguage();
  const seoBook = useTexts(seoLandingTexts);
  const claimsBook = useTexts(claimsTexts);
  const items = useMemo(
    () =>
      seoLandingReasonsIn(seoBook, language, siteClaimsIn(claimsBook)).map(
        ({ id, value, label, description, icon }) => ({ id, value, title: label, description, icon }),
      ),
    [seoBook, language, claimsBook],
  );
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
