import {
  claimsTexts,
  type Division,
  divisionComparisonIn,
  divisionComparisonRowsIn,
  divisionProfilesIn,
  divisionsTexts,
  formatMoney,
  fromPrices,
} from 'shared-data/catalog';
import { Container, Heading, Section, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Badge, Card, Grid } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

const divisions: readonly Division[] = ['marketing', 'digital'];

/** Side-by-side comparison of the two divisions: how fast each delivers, its goal, format and starting price. */
export function DivisionComparison({ id }: { id: string }) {
  const texts = useTexts(marketingTexts);
  const language = usePageLanguage();
  const divisionsBook = useTexts(divisionsTexts);
  const divisionProfiles = divisionProfilesIn(divisionsBook);
  const divisionComparisonRows = divisionComparisonRowsIn(divisionsBook);
  const divisionComparison = divisionComparisonIn(useTexts(claimsTexts));
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <Heading level={2} id={`${id}-title`} align="center">
          {texts.divisionComparison.title}
        </Heading>
        <div css={(theme) => ({ marginTop: theme.space.xs })}>
          <Text variant="muted" align="center">
            {texts.divisionComparison.lead}
          </Text>
        </div>
        <Grid columns={{ base: 1, md: 2 }} gap="lg" css={(theme) => ({ marginTop: theme.space.xl })}>
          {divisions.map((division) => {
            const profile = divisionProfiles[division];
            const timing = divisionComparison[division];
            const titleId = `${id}-${division}`;
            return (
              <Card
                key={division}
                as="article"
                aria-labelledby={titleId}
                elevated
                tone={division === 'marketing' ? 'brand' : 'surface'}
              >
                <div>
                  <Badge tone={division === 'marketing' ? 'accent' : 'neutral'}>{profile.tagline}</Badge>
                </div>
                <div css={(theme) => ({ marginTop: theme.space.sm })}>
                  <Heading level={3} id={titleId} size="md">
                    {profile.name}
                  </Heading>
                </div>
                <p css={(theme) => ({ margin: `${theme.space.md} 0 0` })}>
                  <strong
                    css={(theme) => ({
                      display: 'block',
                      color: theme.colors.primary,
                      fontSize: theme.fontSizes['4xl'],
                      lineHeight: theme.lineHeights.tight,
                    })}
                  >
                    {timing.value}
                  </strong>
                  <span css={(theme) => ({ color: theme.colors.textMuted })}>{timing.label}</span>
                </p>
                <dl
                  css={(theme) => ({ display: 'grid', gap: theme.space.sm, margin: `${theme.space.lg} 0 0` })}
                >
                  {divisionComparisonRows.map((row) => (
                    <div
                      key={row.id}
                      css={(theme) => ({
                        paddingTop: theme.space.sm,
                        borderTop: `1px solid ${theme.colors.border}`,
                      })}
                    >
                      <dt css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                        {row.criterion}
                      </dt>
                      <dd css={(theme) => ({ margin: 0, fontWeight: theme.fontWeights.semibold })}>
                        {row[division]}
                      </dd>
                    </div>
                  ))}
                  <div
                    css={(theme) => ({
                      paddingTop: theme.space.sm,
                      borderTop: `1px solid ${theme.colors.border}`,
                    })}
                  >
                    <dt css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                      {texts.divisionComparison.price}
                    </dt>
                    <dd css={(theme) => ({ margin: 0, fontWeight: theme.fontWeights.semibold })}>
                      {texts.common.priceFrom(formatMoney(fromPrices[division], language))}
                    </dd>
                  </div>
                </dl>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
