import type { Theme } from '@emotion/react';
import { useCheckPromoCodeQuery } from 'shared-data/api';
import { formatMoney, quotePrice, referralTerms } from 'shared-data/catalog';
import type { FunctionError } from 'shared-data/store';
import { sharedUiTexts, usePageLanguage, useTexts } from 'shared-ui';
import { useDebouncedValue } from 'shared-ui/forms';

/** How long the promo code field must rest before the code is checked. */
const promoCheckDelayMs = 400;

const boxStyles = (theme: Theme) => ({
  margin: 0,
  padding: theme.space.sm,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
  fontSize: theme.fontSizes.sm,
});

const rowStyles = (theme: Theme) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  margin: `${theme.space.xxs} 0 0`,
});

/**
 * What the server said when it refused the check for too many wrong codes (429 `rate_limited`: when to try again), or
 * undefined for any other failure, or a 429 that carried no message of its own.
 */
function rateLimitedMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code, message } = error as Partial<FunctionError>;
  return status === 429 && code === 'rate_limited' && message ? message : undefined;
}

function QuoteText({ code, price }: { code: string; price: number }) {
  const { data, isFetching, isError, error } = useCheckPromoCodeQuery(code);
  const texts = useTexts(sharedUiTexts).promoQuote;
  const language = usePageLanguage();
  const percent = referralTerms.buyerDiscountPercent;
  if (isFetching) return <>{texts.checking}</>;
  if (isError) {
    const refused = rateLimitedMessage(error);
    if (!refused) return <>{texts.unavailable}</>;
    return <span css={(theme) => ({ color: theme.colors.danger })}>{refused}</span>;
  }
  if (!data) return null;
  if (!data.valid)
    return <span css={(theme) => ({ color: theme.colors.danger })}>{texts.invalid(percent)}</span>;
  const quote = quotePrice(price, true);
  return (
    <>
      <strong css={(theme) => ({ color: theme.colors.success })}>{texts.applied(percent)}</strong>
      <span css={rowStyles}>
        <span>{texts.discount}</span>
        <span>−{formatMoney(quote.discountAmount, language)}</span>
      </span>
      <span css={rowStyles}>
        <strong>{texts.final}</strong>
        <strong>{formatMoney(quote.finalPrice, language)}</strong>
      </span>
    </>
  );
}

/**
 * Inside the order form: checks the typed promo code once typing rests and shows the 15% discount and the final
 * price only when the code is valid.
 */
export function PromoQuote({ price, promoCode }: { price: number; promoCode: string }) {
  const typed = promoCode.trim();
  const code = useDebouncedValue(typed, promoCheckDelayMs);
  const texts = useTexts(sharedUiTexts).promoQuote;
  if (!typed) return null;
  return (
    <p role="status" css={boxStyles}>
      {code === typed ? <QuoteText code={code} price={price} /> : texts.checking}
    </p>
  );
}
