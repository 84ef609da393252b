import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { type DigitalPack, packDiscountBadgePercent } from 'shared-data';
import { Badge, Button, Card, Heading, Icon, Price, Text } from 'shared-ui';
import { packTexts } from '../pack-texts';

/** Props of PackCard. */
export interface PackCardProps {
  pack: DigitalPack;
  /** Opens the pack's order form, or the constructor for the CONSTRUCTOR pack. */
  onChoose: (pack: DigitalPack) => void;
}

const listStyles = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.xs,
  fontSize: theme.fontSizes.sm,
});

const rowStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.xs,
  '& > svg': { flexShrink: 0, marginTop: '0.2em', color: theme.colors.success },
});

/** One pack: name and badges, old and new price, description, every feature and the order button. */
export function PackCard({ pack, onChoose }: PackCardProps) {
  const titleId = useId();
  const isConstructor = pack.priceFrom;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      elevated={pack.popular}
      tone={isConstructor ? 'brand' : 'surface'}
      css={(theme) => ({
        height: '100%',
        borderColor: pack.popular ? theme.colors.primary : theme.colors.border,
        borderWidth: pack.popular ? 2 : 1,
      })}
    >
      <div
        css={(theme) => ({
          display: pack.popular || isConstructor ? 'flex' : 'none',
          minHeight: '1.75rem',
          [theme.mq.xl]: { display: 'flex' },
        })}
      >
        {pack.popular ? <Badge tone="accent">{packTexts.popular}</Badge> : null}
        {isConstructor ? <Badge tone="accent">{packTexts.savings}</Badge> : null}
      </div>
      <Heading level={3} size="sm" id={titleId}>
        {pack.name}
      </Heading>
      <Price
        amount={pack.price}
        oldAmount={pack.oldPrice}
        discountPercent={isConstructor ? 0 : packDiscountBadgePercent}
        from={isConstructor}
        showSaving={!isConstructor}
        size="md"
      />
      <Text variant="muted">{pack.description}</Text>
      <ul aria-label={packTexts.featuresLabel(pack.name)} css={listStyles}>
        {pack.features.map((feature) => (
          <li key={feature} css={rowStyles}>
            <Icon name="check" size={16} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        fullWidth
        variant={pack.popular || isConstructor ? 'primary' : 'secondary'}
        aria-label={isConstructor ? undefined : packTexts.chooseLabel(pack.name)}
        onClick={() => onChoose(pack)}
        css={{ marginTop: 'auto' }}
      >
        {isConstructor ? packTexts.build : packTexts.choose}
      </Button>
    </Card>
  );
}
