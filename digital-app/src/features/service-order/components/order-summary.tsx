import type { Theme } from '@emotion/react';
import type { DigitalService } from 'shared-data/catalog';
import { digitalPricingHref, formatMoney } from 'shared-data/site';
import { AppLink, Text, usePageLanguage, useTexts } from 'shared-ui';
import { orderSummaryStyles } from 'shared-ui/forms';
import { digitalTexts } from '../../../texts/book';
import { useDigitalPacks } from '../../packs/use-digital-packs';
import { estimatedPriceOf, packsWith } from '../service-order-request';

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
  const packs = packsWith(service, useDigitalPacks());
  const texts = useTexts(digitalTexts).serviceOrder;
  const language = usePageLanguage();
  return (
    <section aria-label={texts.service} css={orderSummaryStyles}>
      <Text variant="small">
        {texts.service}: <strong>{service.title}</strong>
      </Text>
      <Text variant="small">
        {texts.estimate}:{' '}
        <strong css={{ whiteSpace: 'nowrap' }}>{estimatedPriceOf(service, language)}</strong>
      </Text>
      {packs.length > 0 ? (
        <>
          <Text variant="small" id={`${service.id}-packs`}>
            {texts.packs}:
          </Text>
          <ul aria-labelledby={`${service.id}-packs`} css={listStyles}>
            {packs.map((pack) => (
              <li key={pack.id} css={rowStyles}>
                <Text as="span" css={(theme) => ({ fontWeight: theme.fontWeights.semibold })}>
                  {pack.name}
                </Text>
                <Text as="span">{formatMoney(pack.price, language)}</Text>
              </li>
            ))}
          </ul>
          <Text variant="small">
            <AppLink href={digitalPricingHref}>{texts.comparePacks}</AppLink>
          </Text>
        </>
      ) : null}
    </section>
  );
}
