import { claimsTexts, marketingWhyUsIn, sectionIds } from 'shared-data/catalog';
import { Container, Heading, Section, Text, useTexts } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';
import { CatalogIcon } from '../../../components/catalog-icon';
import { marketingTexts } from '../../../texts/book';

/** The marketing landing's four reasons to choose the agency (anchor `why-us`). */
export function WhyUsSection() {
  const titleId = `${sectionIds.whyUs}-title`;
  const texts = useTexts(marketingTexts).whyUs;
  const marketingWhyUs = marketingWhyUsIn(useTexts(claimsTexts));
  return (
    <Section id={sectionIds.whyUs} aria-labelledby={titleId} tone="alt">
      <Container>
        <Heading level={2} id={titleId} align="center">
          {texts.title}
        </Heading>
        <div css={(theme) => ({ maxWidth: '40rem', margin: `${theme.space.xs} auto ${theme.space.xl}` })}>
          <Text variant="muted" align="center">
            {texts.lead}
          </Text>
        </div>
        <Grid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="lg">
          {marketingWhyUs.map((point) => (
            <Card key={point.id} as="li" elevated>
              <span
                css={(theme) => ({
                  display: 'inline-flex',
                  alignSelf: 'flex-start',
                  padding: theme.space.sm,
                  borderRadius: theme.radii.md,
                  background: theme.colors.primarySubtle,
                  color: theme.colors.primary,
                })}
              >
                <CatalogIcon name={point.icon ?? 'check-circle'} />
              </span>
              <Heading level={3} size="xs">
                {point.label}
              </Heading>
              <Text variant="muted">{point.description}</Text>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
