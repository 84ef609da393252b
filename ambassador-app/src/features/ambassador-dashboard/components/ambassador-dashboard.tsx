import type { AmbassadorRecord } from 'shared-data/forms';
import { Button, Container, Section, useTexts } from 'shared-ui';
import { ProgrammeIntro } from '../../../components/programme-intro';
import { ambassadorTexts } from '../../../texts/book';
import { DashboardReferrals } from './dashboard-referrals';
import { DashboardStats } from './dashboard-stats';
import { ReferralTools } from './referral-tools';

export interface AmbassadorDashboardProps {
  ambassador: AmbassadorRecord;
  /** This device's dashboard token, for the referrals behind the totals. */
  token: string;
  /** Ends this device's token and returns to the registration form. */
  onSignOut: () => void;
}

/**
 * The private dashboard: the page heading, the four figures, the code and link to share (in one tap, or as a QR
 * code), the referrals behind the figures with the earnings by month, and logging out.
 */
export function AmbassadorDashboard({ ambassador, token, onSignOut }: AmbassadorDashboardProps) {
  const texts = useTexts(ambassadorTexts).dashboard;
  const firstName = ambassador.name.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <ProgrammeIntro
        headingId="dashboard-title"
        title={texts.title}
        lead={texts.greeting(firstName)}
        actions={
          <Button variant="secondary" onClick={onSignOut}>
            {texts.signOut}
          </Button>
        }
      />
      <Section aria-label={texts.content} spacing="sm">
        <Container>
          <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xxl })}>
            <DashboardStats ambassador={ambassador} />
            <ReferralTools ambassador={ambassador} />
            <DashboardReferrals token={token} />
          </div>
        </Container>
      </Section>
    </>
  );
}
