import { test } from '../../fixtures';
import { shareAndGetPaid } from './ambassador-share-journey';

for (const width of [1280, 390])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('an ambassador shares the link in one tap, downloads its QR code, and sees a referral paid out', ({
      browser,
      page,
      site,
    }) => shareAndGetPaid({ browser, page, site }, width));
  });
