import { useCallback, useState } from 'react';
import { ambassadorApi, useLogoutAmbassadorMutation } from 'shared-data/api';
import type { AmbassadorSession } from 'shared-data/forms';
import { useAppDispatch } from 'shared-data/store';
import { useHydrated } from 'shared-ui';
import { forgetAmbassadorToken, keepAmbassadorToken, readAmbassadorToken } from '../token-storage';

/**
 * The dashboard token of this device: opened by registration or a mailed code. `signOut` ends the token on the
 * server and forgets it here whatever the answer; `forget` only forgets it (for a token the server refused).
 */
export function useAmbassadorSession() {
  const dispatch = useAppDispatch();
  // The server knows no device's token: the hydrating render matches its markup, the next one opens the dashboard.
  const hydrated = useHydrated();
  const [kept, setToken] = useState(readAmbassadorToken);
  const token = hydrated ? kept : null;

  const signIn = useCallback(
    (session: AmbassadorSession) => {
      keepAmbassadorToken(session.token);
      dispatch(
        ambassadorApi.util.upsertQueryData('ambassadorMe', session.token, { ambassador: session.ambassador }),
      );
      setToken(session.token);
    },
    [dispatch],
  );

  const forget = useCallback(() => {
    forgetAmbassadorToken();
    setToken(null);
  }, []);

  const [logout] = useLogoutAmbassadorMutation();
  const signOut = useCallback(() => {
    if (token) void logout(token);
    forget();
  }, [token, logout, forget]);

  return { token, signIn, signOut, forget };
}
