import type { AmbassadorRecord } from 'shared-data/forms';
import { referralTerms } from 'shared-data/site';
import { Heading, Text } from 'shared-ui';
import { Card, CopyField, Grid } from 'shared-ui/content';
import { dashboardTexts as texts } from '../dashboard-texts';
import { ReferralQr } from './referral-qr';
import { ShareLink } from './share-link';

/** The promo code and the referral link, each with a copy button; the link to share in one tap, and as a QR code. */
export function ReferralTools({ ambassador }: { ambassador: AmbassadorRecord }) {
  return (
    <section aria-labelledby="referral-tools-title">
      <Heading level={2} size="md" id="referral-tools-title">
        Делитесь и зарабатывайте
      </Heading>
      <Text variant="muted" css={(theme) => ({ marginTop: theme.space.xs, marginBottom: theme.space.lg })}>
        Клиенты по вашему промокоду или ссылке получают скидку {referralTerms.buyerDiscountPercent}% на все
        тарифы, а вы — {referralTerms.commissionPercent}% с каждой их оплаты.
      </Text>
      <Grid columns={{ base: 1, md: 2 }} gap="lg">
        <Card elevated>
          <CopyField label="Ваш промокод" value={ambassador.promo_code} />
          <Text variant="small">Клиент вводит его при оформлении заявки на тариф.</Text>
        </Card>
        <Card elevated>
          <CopyField label="Реферальная ссылка" value={ambassador.referral_link} />
          <Text variant="small">По ссылке промокод подставится в заявку сам.</Text>
        </Card>
        <Card elevated>
          <Heading level={3} size="sm">
            {texts.shareTitle}
          </Heading>
          <ShareLink link={ambassador.referral_link} promoCode={ambassador.promo_code} />
        </Card>
        <Card elevated>
          <Heading level={3} size="sm">
            {texts.qrTitle}
          </Heading>
          <Text variant="small">{texts.qrHint}</Text>
          <ReferralQr link={ambassador.referral_link} promoCode={ambassador.promo_code} />
        </Card>
      </Grid>
    </section>
  );
}
