import type { HTMLAttributes } from 'react';
import type { OfferSummary } from 'shared-data/catalog';
import { formatMoney } from 'shared-data/site';
import { cssVar, sharedUiTexts, usePageLanguage, useTexts, VisuallyHidden } from 'shared-ui';
import { Badge } from '../badge/badge';

/** How large the current price is drawn. */
export type PriceSize = 'md' | 'lg';

export type PriceProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Current price in сум. */
  amount: number;
  /** Price before the discount; adds the struck-through old price, the discount badge and the saving line. */
  oldAmount?: number;
  /** Discount shown in the badge; default the rounded percentage between `oldAmount` and `amount`. */
  discountPercent?: number;
  /** Marks the price, and the old price, as where it starts ("от …"). */
  from?: boolean;
  /** Suffixes the price with the month ("/месяц"). */
  perMonth?: boolean;
  /** Show the "Экономия N сум" line when there is an old price; default true. */
  showSaving?: boolean;
  /** Default `lg`. */
  size?: PriceSize;
};

/** Percentage saved between an old and a new price, rounded: `discountPercentOf(1000, 700)` → 30. */
export const discountPercentOf = (oldAmount: number, amount: number) =>
  oldAmount > 0 ? Math.round(((oldAmount - amount) / oldAmount) * 100) : 0;

/**
 * A price in сум formatted by shared-data: optionally "от" and "/месяц", with the old price struck through
 * (announced as "Старая цена"), a "-30%" badge and the saving.
 */
export function Price({
  amount,
  oldAmount,
  discountPercent,
  from = false,
  perMonth = false,
  showSaving = true,
  size = 'lg',
  ...props
}: PriceProps) {
  const hasOld = oldAmount !== undefined && oldAmount > amount;
  const percent = discountPercent ?? (hasOld ? discountPercentOf(oldAmount, amount) : 0);
  const texts = useTexts(sharedUiTexts).price;
  const language = usePageLanguage();
  const money = (value: number) => formatMoney(value, language);
  // A starting price is one sentence with its amount: Russian puts «от» before it, Uzbek a suffix after it.
  const shown = (value: number) => (from ? texts.from(money(value)) : money(value));
  return (
    <div {...props} css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xxs })}>
      {hasOld ? (
        <p
          css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.xs })}
        >
          <s css={(theme) => ({ color: cssVar('textMuted', theme.colors.textMuted) })}>
            <VisuallyHidden>{`${texts.oldPrice}: `}</VisuallyHidden>
            {shown(oldAmount)}
          </s>
          {percent > 0 ? (
            <Badge tone="danger">
              <VisuallyHidden>{`${texts.discount} `}</VisuallyHidden>-{percent}%
            </Badge>
          ) : null}
        </p>
      ) : null}
      <p
        css={(theme) => ({
          fontSize: size === 'lg' ? theme.fontSizes['2xl'] : theme.fontSizes.lg,
          fontWeight: theme.fontWeights.bold,
          lineHeight: theme.lineHeights.tight,
          [theme.mq.md]: { fontSize: size === 'lg' ? theme.fontSizes['3xl'] : theme.fontSizes.xl },
        })}
      >
        {hasOld ? <VisuallyHidden>{`${texts.newPrice}: `}</VisuallyHidden> : null}
        {shown(amount)}
        {perMonth ? (
          <span css={(theme) => ({ fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.regular })}>
            {texts.perMonth}
          </span>
        ) : null}
      </p>
      {hasOld && showSaving ? (
        <p css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.success })}>
          {texts.saving(money(oldAmount - amount))}
        </p>
      ) : null}
    </div>
  );
}

/** Props of OfferPrice. */
export type OfferPriceProps = Omit<PriceProps, 'amount' | 'oldAmount' | 'from'> & {
  offer: Pick<OfferSummary, 'price' | 'oldPrice' | 'priceFrom'>;
};

/** An offer's price (a tariff, a pack): its price and old price, with "от" where it has no fixed price. */
export function OfferPrice({ offer, ...props }: OfferPriceProps) {
  return <Price amount={offer.price} oldAmount={offer.oldPrice} from={offer.priceFrom} {...props} />;
}
