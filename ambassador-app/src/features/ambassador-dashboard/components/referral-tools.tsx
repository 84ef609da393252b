import type { AmbassadorRecord } from 'shared-data/forms';
import { Heading, Text, useTexts } from 'shared-ui';
import { Card, CopyField, Grid } from 'shared-ui/content';
import { ambassadorTexts } from '../../../texts/book';
import { ReferralQr } from './referral-qr';
import { ShareLink } from './share-link';

/** The promo code and the referral link, each with a copy button; the link to share in one tap, and as a QR code. */
export function ReferralTools({ ambassador }: { ambassador: AmbassadorRecord }) {
  const texts = useTexts(ambassadorTexts).sharing;
  return (
    <section aria-labelledby="referral-tools-title">
      <Heading level={2} size="md" id="referral-tools-title">
        {texts.title}
      </Heading>
      <Text variant="muted" css={(theme) => ({ marginTop: theme.space.xs, marginBottom: theme.space.lg })}>
        {texts.lead}
      </Text>
      <Grid columns={{ base: 1, md: 2 }} gap="lg">
        <Card elevated>
          <CopyField label={texts.promoCode} value={ambassador.promo_code} />
          <Text variant="small">{texts.promoCodeHint}</Text>
        </Card>
        <Card elevated>
          <CopyField label={texts.link} value={ambassador.referral_link} />
          <Text variant="small">{texts.linkHint}</Text>
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
