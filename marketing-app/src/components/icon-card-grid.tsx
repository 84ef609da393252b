import { Heading, Icon, type IconName, iconNames, Text } from 'shared-ui';
import { Card, Grid, type GridColumns } from 'shared-ui/content';

/** An entry of an IconCardGrid. */
interface IconCardItem {
  id: string;
  title: string;
  description?: string;
  /** Icon name from the catalog; an unknown name falls back to a tick. */
  icon?: string;
  /** A figure set above the title, e.g. "24 часа" or a step number. */
  value?: string;
}

export interface IconCardGridProps {
  items: readonly IconCardItem[];
  /** Level of each card's title; default 3. */
  headingLevel?: 3 | 4;
  columns?: GridColumns;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

const iconOf = (name: string | undefined): IconName =>
  iconNames.includes(name as IconName) ? (name as IconName) : 'check-circle';

/** A list of cards, each with an icon, an optional figure, a title and a description. */
export function IconCardGrid({
  items,
  headingLevel = 3,
  columns = { base: 1, md: 2, lg: 3 },
  'aria-label': ariaLabel,
}: IconCardGridProps) {
  return (
    <Grid as="ul" columns={columns} aria-label={ariaLabel}>
      {items.map((item) => (
        <Card as="li" key={item.id} padding="md" css={{ height: '100%' }}>
          <span
            css={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: '3rem',
              height: '3rem',
              borderRadius: theme.radii.md,
              background: theme.colors.primarySubtle,
              color: theme.colors.primary,
            })}
          >
            <Icon name={iconOf(item.icon)} size={24} />
          </span>
          {item.value ? (
            <Text
              as="span"
              css={(theme) => ({
                color: theme.colors.primary,
                fontSize: theme.fontSizes.xl,
                fontWeight: theme.fontWeights.bold,
              })}
            >
              {item.value}
            </Text>
          ) : null}
          <Heading level={headingLevel} size="xs">
            {item.title}
          </Heading>
          {item.description ? <Text variant="muted">{item.description}</Text> : null}
        </Card>
      ))}
    </Grid>
  );
}
