import { PageLayout } from 'shared-ui/layout';
import { ReferralLanding } from '../../features/referral-offer/components/referral-landing';

/** `/referral/:referralId` and `/ambassador/:referralId`: an ambassador's offer; its code travels on to the orders. */
export function ReferralLandingPage() {
  return (
    <PageLayout variant="marketing">
      <ReferralLanding />
    </PageLayout>
  );
}
