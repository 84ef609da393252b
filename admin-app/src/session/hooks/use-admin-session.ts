import { useCallback, useState } from 'react';
import { type AdminSession, adminMessages, useLogoutAdminMutation } from 'shared-data/admin';
import { forgetSession, type KeptSession, keepSession, readSession } from '../session-storage';

/**
 * The manager's session on this device (`undefined` until signed in) and why they were signed out, if the server
 * ended it. `signIn` keeps a new session, `signOut` ends it on the server too ("Выйти"), `signedOut` forgets one the
 * server no longer takes (a 401) and says so.
 */
export function useAdminSession() {
  const [session, setSession] = useState<KeptSession | undefined>(() => readSession());
  const [notice, setNotice] = useState<string | undefined>();
  const [logout] = useLogoutAdminMutation();

  const signIn = useCallback((signedIn: AdminSession) => {
    setSession(keepSession(signedIn));
    setNotice(undefined);
  }, []);

  const signOut = useCallback(() => {
    if (session) void logout(session.token);
    forgetSession();
    setSession(undefined);
    setNotice(undefined);
  }, [logout, session]);

  const signedOut = useCallback(() => {
    forgetSession();
    setSession(undefined);
    setNotice(adminMessages.signedOut);
  }, []);

  return { session, notice, signIn, signOut, signedOut };
}
