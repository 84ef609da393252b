import type { Claim } from 'shared-data/catalog';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Card, Grid, type GridColumns } from 'shared-ui/content';
import { IconTile } from '../../../components/icon-tile';

export interface ClaimCardsProps {
  /** Id of the section's heading. */
  id: string;
  title: string;
  claims: readonly Claim[];
  columns: GridColumns;
  /** Show each claim's figure above its label. */
  showValue?: boolean;
  tone?: 'default' | 'alt';
}

/** A titled section of catalog claims as cards: icon, optional figure, label and explanation. */
export function ClaimCards({
  id,
  title,
  claims,
  columns,
  showValue = false,
  tone = 'default',
}: ClaimCardsProps) {
  return (
    <Section aria-labelledby={id} tone={tone}>
      <Container>
        <Heading level={2} id={id} align="center" css={(theme) => ({ marginBottom: theme.space.xl })}>
          {title}
        </Heading>
        <Grid as="ul" columns={columns} gap="lg">
          {claims.map((claim) => (
            <Card key={claim.id} as="li" elevated>
              <IconTile name={claim.icon} />
              {showValue ? (
                <Text
                  as="strong"
                  css={(theme) => ({
                    fontSize: theme.fontSizes['3xl'],
                    fontWeight: theme.fontWeights.bold,
                    lineHeight: theme.lineHeights.tight,
                    color: theme.colors.primary,
                  })}
                >
                  {claim.value}
                </Text>
              ) : null}
              <Heading level={3} size="xs">
                {claim.label}
              </Heading>
              {claim.description ? <Text variant="muted">{claim.description}</Text> : null}
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
