import { useId } from 'react';
import { type DigitalPack, offerSummary, packDiscountBadgePercent } from 'shared-data/catalog';
import { Button, Heading, opensDialog, Text, useTexts } from 'shared-ui';
import { Badge, Card, CheckList, OfferPrice } from 'shared-ui/content';
import { PlanOrderDialog, planOrderDialogId } from 'shared-ui/layout';
import { digitalTexts } from '../../../texts/book';
import {
  DigitalConstructorDialog,
  digitalConstructorDialogId,
} from '../../digital-constructor/components/digital-constructor-dialog';

/**
 * One pack: name and badges, old and new price, description, every feature and the order button, which opens the
 * pack's order dialog beside it without script (the CONSTRUCTOR's opens the digital constructor).
 */
export function PackCard({ pack }: { pack: DigitalPack }) {
  const titleId = useId();
  const isConstructor = pack.priceFrom;
  const texts = useTexts(digitalTexts).packs;
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
        {pack.popular ? <Badge tone="accent">{texts.popular}</Badge> : null}
        {isConstructor ? <Badge tone="accent">{texts.savings}</Badge> : null}
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
      <CheckList aria-label={texts.featuresLabel(pack.name)} items={pack.features} size="sm" />
      <div css={{ marginTop: 'auto' }}>
        {isConstructor ? (
          <>
            <Button fullWidth {...opensDialog(digitalConstructorDialogId)}>
              {texts.build}
            </Button>
            <DigitalConstructorDialog />
          </>
        ) : (
          <>
            <Button
              fullWidth
              variant={pack.popular ? 'primary' : 'secondary'}
              aria-label={texts.chooseLabel(pack.name)}
              {...opensDialog(planOrderDialogId(pack.id))}
            >
              {texts.choose}
            </Button>
            <PlanOrderDialog
              offer={offerSummary(pack)}
              offerKind={texts.offerKind}
              discountPercent={packDiscountBadgePercent}
              perMonth={false}
            />
          </>
        )}
      </div>
    </Card>
  );
}
