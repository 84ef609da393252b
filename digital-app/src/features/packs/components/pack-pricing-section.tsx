import { useState } from 'react';
import { type DigitalPack, digitalPacks, packDiscountBadgePercent, sectionIds } from 'shared-data/catalog';
import { Container, Grid, Heading, lazyDialog, PlanOrderDialog, Section, Text } from 'shared-ui';
import { packTexts } from '../pack-texts';
import { PackCard } from './pack-card';

// The constructor comes with its price list (shared-data/configurators) when first opened.
const DigitalConstructorDialog = lazyDialog(
  () =>
    import(
      /* webpackChunkName: "digital-constructor-dialog" */ '../../digital-constructor/components/digital-constructor-dialog'
    ),
  'DigitalConstructorDialog',
);

/** The landing's packs section (anchor `pricing`): a pack opens its order form, CONSTRUCTOR the constructor. */
export function PackPricingSection() {
  const [order, setOrder] = useState<{ pack: DigitalPack | null; open: boolean }>({
    pack: null,
    open: false,
  });
  const [constructorOpen, setConstructorOpen] = useState(false);
  const choose = (pack: DigitalPack) =>
    pack.priceFrom ? setConstructorOpen(true) : setOrder({ pack, open: true });
  return (
    <Section id={sectionIds.pricing} aria-labelledby="packs-title">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.xl })}>
          <Heading level={2} id="packs-title">
            {packTexts.title}
          </Heading>
          <Text variant="lead">{packTexts.lead}</Text>
        </div>
        <Grid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="md">
          {digitalPacks.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} onChoose={choose} />
            </li>
          ))}
        </Grid>
      </Container>
      {order.pack ? (
        <PlanOrderDialog
          offer={order.pack}
          open={order.open}
          onOpenChange={(open) => setOrder((current) => ({ ...current, open }))}
          offerKind={packTexts.offerKind}
          discountPercent={packDiscountBadgePercent}
          perMonth={false}
        />
      ) : null}
      <DigitalConstructorDialog open={constructorOpen} onOpenChange={setConstructorOpen} />
    </Section>
  );
}
