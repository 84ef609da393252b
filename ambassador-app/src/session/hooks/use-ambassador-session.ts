import { useCallback, useState } from 'react';
import type { AmbassadorSession } from 'shared-data/forms';
import { useHydrated } from 'shared-ui';
import { useApiOnDemand } from 'shared-ui/forms';
import { forgetAmbassadorToken, keepAmbassadorToken, readAmbassadorToken } from '../token-storage';

/**
 * The dashboard token of this device: opened by registration or a mailed code. `forget` forgets it (signed out, or
 * a token the server refused). Without a token nothing here needs the page's store.
 */
export function useAmbassadorSession() {
  const withApi = useApiOnDemand();
  // The server knows no device's token: the hydrating render matches its markup, the next one opens the dashboard.
  const hydrated = useHydrated();
  const [kept, setToken] = useState(readAmbassadorToken);
  const token = hydrated ? kept : null;

  const signIn = useCallback(
    (session: AmbassadorSession) => {
      keepAmbassadorToken(session.token);
      const open = () => setToken(session.token);
      // The answer already holds the dashboard: put it where the dashboard's query looks, so it asks nothing more.
      // The store is there (the registration or the code was sent through it); if it were not, the query asks.
      void withApi((api, store) => {
        store.dispatch(
          api.ambassadorApi.util.upsertQueryData('ambassadorMe', session.token, {
            ambassador: session.ambassador,
          }),
        );
      }).then(open, open);
    },
    [withApi],
  );

  const forget = useCallback(() => {
    forgetAmbassadorToken();
    setToken(null);
  }, []);

  return { token, signIn, forget };
}
