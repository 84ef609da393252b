import { Suspense } from 'react';
import { loadOnce } from 'shared-data/site';
import { LoadBoundary, lazyComponent, WithStore } from 'shared-ui';
import { RegistrationView } from '../../../features/ambassador-registration/components/registration-view';
import { useAmbassadorSession } from '../../../session/hooks/use-ambassador-session';
import { CabinetFailed, CabinetLoading } from './cabinet-notice';

/** The dashboard with its query: it loads, with the page's store, only on a device that holds a token. */
const SignedInCabinet = lazyComponent(
  loadOnce(() => import(/* webpackChunkName: "SignedInCabinet" */ './signed-in-cabinet')),
  'SignedInCabinet',
);

/**
 * `/ambassador`: without a token on this device the registration form, which sends through the page's store only
 * when submitted; with one, the dashboard (loading while its code, the store and the token's check arrive).
 */
export function AmbassadorAccess() {
  const { token, signIn, forget } = useAmbassadorSession();
  if (!token) return <RegistrationView onSignedIn={signIn} />;
  return (
    <LoadBoundary failed={(retry) => <CabinetFailed onRetry={retry} />}>
      <Suspense fallback={<CabinetLoading />}>
        <WithStore>
          <SignedInCabinet token={token} onForget={forget} />
        </WithStore>
      </Suspense>
    </LoadBoundary>
  );
}
