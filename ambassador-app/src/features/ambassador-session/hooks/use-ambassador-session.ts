import { useCallback, useState } from 'react';
import { type AmbassadorSession, ambassadorApi, useAppDispatch } from 'shared-data';
import { forgetAmbassadorToken, keepAmbassadorToken, readAmbassadorToken } from '../token-storage';

/** The dashboard token of this device: opened by registration or a mailed code, closed by logging out. */
export function useAmbassadorSession() {
  const dispatch = useAppDispatch();
  const [token, setToken] = useState(readAmbassadorToken);

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

  const signOut = useCallback(() => {
    forgetAmbassadorToken();
    setToken(null);
  }, []);

  return { token, signIn, signOut };
}
