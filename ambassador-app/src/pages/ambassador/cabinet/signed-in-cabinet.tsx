import { useEffect } from 'react';
import { useAmbassadorMeQuery, useLogoutAmbassadorMutation } from 'shared-data/api';
import { AmbassadorDashboard } from '../../../features/ambassador-dashboard/components/ambassador-dashboard';
import { CabinetFailed, CabinetLoading } from './cabinet-notice';

export interface SignedInCabinetProps {
  /** This device's dashboard token. */
  token: string;
  /** Forgets the token on this device: signed out, or the server no longer accepts it. */
  onForget: () => void;
}

/**
 * The cabinet of a device with a token: loading while the token is checked, then the dashboard. A token the server
 * no longer accepts (revoked, expired) is forgotten, which brings back the registration form. Signing out ends the
 * token on the server and forgets it here whatever the answer.
 */
export function SignedInCabinet({ token, onForget }: SignedInCabinetProps) {
  const me = useAmbassadorMeQuery(token);
  const [logout] = useLogoutAmbassadorMutation();
  const rejected = me.isError && 'status' in me.error && me.error.status === 401;

  useEffect(() => {
    if (rejected) onForget();
  }, [rejected, onForget]);

  if (me.data) {
    const signOut = () => {
      void logout(token);
      onForget();
    };
    return <AmbassadorDashboard ambassador={me.data.ambassador} token={token} onSignOut={signOut} />;
  }
  if (me.isError && !rejected) {
    return <CabinetFailed onRetry={() => me.refetch()} />;
  }
  return <CabinetLoading />;
}
