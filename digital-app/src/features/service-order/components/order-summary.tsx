import type { Theme } from '@emotion/react';
import type { DigitalService } from 'shared-data/catalog';
import { digitalPricingHref, formatMoney } from 'shared-data/site';
import { AppLink, Text } from 'shared-ui';
import { orderSummaryStyles } from 'shared-ui/forms';
import { estimatedPriceOf, packsWith } from '../service-order-request';

/** Texts of the order summary. */
const orderSummaryTexts = {
  service: 'Выбранная услуга',
  estimate: 'Ориентировочная стоимость',
  packs: 'Пакеты с этой услугой',
  comparePacks: 'Сравнить пакеты',
} as const;

const listStyles = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.xxs,
});

const rowStyles = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'space-between',
  gap: theme.space.xs,
});

/** What the visitor is ordering: the service with its price range, and the packs that include it. */
export function OrderSummary({ service }: { service: DigitalService }) {
  const packs = packsWith(service);
  return (
    <section aria-label={orderSummaryTexts.service} css={orderSummaryStyles}>
      <Text variant="small">
        {orderSummaryTexts.service}: <strong>{service.title}</strong>
      </Text>
      <Text variant="small">
        {orderSummaryTexts.estimate}:{' '}
        <strong css={{ whiteSpace: 'nowrap' }}>{estimatedPriceOf(service)}</strong>
      </Text>
      {packs.length > 0 ? (
        <>
          <Text variant="small" id={`${service.id}-packs`}>
            {orderSummaryTexts.packs}:
          </Text>
          <ul aria-labelledby={`${service.id}-packs`} css={listStyles}>
            {packs.map((pack) => (
              <li key={pack.id} css={rowStyles}>
                <Text as="span" css={(theme) => ({ fontWeight: theme.fontWeights.semibold })}>
                  {pack.name}
                </Text>
                <Text as="span">{formatMoney(pack.price)}</Text>
              </li>
            ))}
          </ul>
          <Text variant="small">
            <AppLink href={digitalPricingHref}>{orderSummaryTexts.comparePacks}</AppLink>
          </Text>
        </>
      ) : null}
    </section>
  );
}
