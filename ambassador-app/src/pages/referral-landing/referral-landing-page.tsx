import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  paths,
  promoCodeApplied,
  referralTerms,
  selectPromoCode,
  useAppDispatch,
  useAppSelector,
} from 'shared-data';
import { AppLink, Container, Heading, PageLayout, Section, Text } from 'shared-ui';

/** `/referral/:id` and `/ambassador/:id`: an ambassador's offer; the promo code travels on to the order forms. */
export function ReferralLandingPage() {
  const [params] = useSearchParams();
  const codeFromLink = params.get('code')?.trim();
  const dispatch = useAppDispatch();
  const promoCode = useAppSelector(selectPromoCode);

  useEffect(() => {
    if (codeFromLink) dispatch(promoCodeApplied(codeFromLink));
  }, [codeFromLink, dispatch]);

  return (
    <PageLayout variant="marketing">
      <Section aria-labelledby="offer-title">
        <Container>
          <Heading level={1} id="offer-title">
            Специальное предложение от нашего амбассадора
          </Heading>
          <Text variant="lead">
            Скидка {referralTerms.buyerDiscountPercent}% на все тарифы по промокоду
            {promoCode ? (
              <>
                {' '}
                <strong>{promoCode}</strong>
              </>
            ) : null}
            .
          </Text>
          <AppLink href={paths.pricing}>Выбрать тариф со скидкой</AppLink>
        </Container>
      </Section>
    </PageLayout>
  );
}
