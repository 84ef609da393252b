import { Suspense } from 'react';
import { loadOnce } from 'shared-data/site';
import { LoadBoundary, lazyComponent, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';
import { QrPlaceholder } from './qr-placeholder';
import { RetryNotice } from './retry-notice';

/** The QR code and its maker load when the dashboard shows them, never with the registration page. */
const ReferralQrCode = lazyComponent(
  loadOnce(() => import(/* webpackChunkName: "ReferralQrCode" */ './referral-qr-code')),
  'ReferralQrCode',
);

export interface ReferralQrProps {
  link: string;
  promoCode: string;
}

/** The referral link's QR code, with its PNG download; a failed load offers to try again. */
export function ReferralQr({ link, promoCode }: ReferralQrProps) {
  const texts = useTexts(ambassadorTexts).sharing;
  return (
    <LoadBoundary failed={(retry) => <RetryNotice message={texts.qrFailed} onRetry={retry} />}>
      <Suspense fallback={<QrPlaceholder>{texts.qrLoading}</QrPlaceholder>}>
        <ReferralQrCode link={link} fileName={`qr-${promoCode}.png`} />
      </Suspense>
    </LoadBoundary>
  );
}
