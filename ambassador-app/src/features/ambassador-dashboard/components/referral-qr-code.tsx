import * as QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';
import { QrPlaceholder, qrShownSize } from './qr-placeholder';

const qrPictureSize = 512;
const options = { errorCorrectionLevel: 'M', margin: 2 } as const;

type Pictures = { svg: string; png: string } | 'failed' | undefined;

export interface ReferralQrCodeProps {
  link: string;
  /** The name of the downloaded PNG. */
  fileName: string;
}

/** The referral link as a QR code made by `qrcode`: shown as SVG, downloaded as PNG. */
export function ReferralQrCode({ link, fileName }: ReferralQrCodeProps) {
  const texts = useTexts(ambassadorTexts).sharing;
  const [pictures, setPictures] = useState<Pictures>();
  useEffect(() => {
    let current = true;
    Promise.all([
      QRCode.toString(link, { ...options, type: 'svg' }),
      QRCode.toDataURL(link, { ...options, width: qrPictureSize }),
    ]).then(
      ([svg, png]) => {
        if (current) setPictures({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
      },
      () => {
        if (current) setPictures('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (pictures === 'failed') return <QrPlaceholder>{texts.qrFailed}</QrPlaceholder>;
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: theme.space.sm,
      })}
    >
      {pictures ? (
        <img src={pictures.svg} alt={texts.qrAlt} width={qrShownSize} height={qrShownSize} />
      ) : (
        <QrPlaceholder>{texts.qrLoading}</QrPlaceholder>
      )}
      {pictures ? (
        <Button href={pictures.png} download={fileName} variant="secondary">
          {texts.qrDownload}
        </Button>
      ) : null}
    </div>
  );
}
