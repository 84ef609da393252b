import { useId } from 'react';
import { type DigitalPack, offerSummary, packDiscountBadgePercent } from 'shared-data/catalog';
import { Button, Heading, opensDialog, Text } from 'shared-ui';
import { Badge, Card, CheckList, OfferPrice } from 'shared-ui/content';
import { PlanOrderDialog, planOrderDialogId } from 'shared-ui/layout';
import {
  DigitalConstructorDialog,
  digitalConstructorDialogId,
} from '../../digital-constructor/components/digital-constructor-dialog';
import { packTexts } from '../pack-texts';

/**
 * One pack: name and badges, old and new price, description, every feature and the order button, which opens the
 * pack's order dialog beside it without script (the CONSTRUCTOR's opens the digital constructor).
 */
export function PackCard({ pack }: { pack: DigitalPack }) {
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
      <OfferPrice
        offer={pack}
        discountPercent={isConstructor ? 0 : packDiscountBadgePercent}
        showSaving={!isConstructor}
        size="md"
      />
      <Text variant="muted">{pack.description}</Text>
      <CheckList aria-label={packTexts.featuresLabel(pack.name)} items={pack.features} size="sm" />
      <div css={{ marginTop: 'auto' }}>
        {isConstructor ? (
          <>
            <Button fullWidth {...opensDialog(digitalConstructorDialogId)}>
              {packTexts.build}
            </Button>
            <DigitalConstructorDialog />
          </>
        ) : (
          <>
            <Button
              fullWidth
              variant={pack.popular ? 'primary' : 'secondary'}
              aria-label={packTexts.chooseLabel(pack.name)}
              {...opensDialog(planOrderDialogId(pack.id))}
            >
              {packTexts.choose}
            </Button>
            <PlanOrderDialog
              offer={offerSummary(pack)}
              offerKind={packTexts.offerKind}
              discountPercent={packDiscountBadgePercent}
              perMonth={false}
            />
          </>
        )}
      </div>
    </Card>
  );
}
