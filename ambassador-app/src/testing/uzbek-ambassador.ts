import type { AmbassadorRecord } from 'shared-data/forms';

/** An ambassador as the dashboard's tests of the Uzbek pages sign them in: one referral, one commission earned. */
export const uzbekAmbassadorRecord: AmbassadorRecord = {
  name: 'Lola Yusupova',
  email: 'lola@example.uz',
  phone: '+998901234567',
  promo_code: 'LOLA15-K7M9X2P',
  referral_link: 'https://agency.example/referral/k3m9x2p7qa?code=LOLA15-K7M9X2P',
  total_referrals: 1,
  total_earnings: 1_823_250,
};
