// Auth state (docs/PRODUCT-RULES.md#accounts): loading at start, then signed in or out; storage is the source of truth.
import { DEFAULT_ROLE, type Role, type User } from '@quizfest/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AuthContext, type AuthState } from '../session/AuthContext';
import { postSignIn, postSignOut, postSignUp } from '../api/authApi';
import { hashPassword } from '../utils/hashPassword';
import { clearSession, getRefreshToken, hasSession, restoreSession, saveSession } from '../session/session';
import { onSessionExpired } from '../session/sessionExpiry';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    setUser(restoreSession());
    setIsLoading(false);
    return onSessionExpired(() => setUser(null));
  }, []);

  const signIn = useCallback(async (emailAddress: string, password: string, rememberMe: boolean) => {
    const response = await postSignIn(emailAddress, await hashPassword(password), rememberMe);
    setUser(saveSession(response));
  }, []);

  const signUp = useCallback(
    async (userName: string, emailAddress: string, password: string, role: Role = DEFAULT_ROLE) => {
      await postSignUp(userName, emailAddress, await hashPassword(password), role);
      await signIn(emailAddress, password, false);
    },
    [signIn],
  );

  const signOut = useCallback(async () => {
    const refreshToken = getRefreshToken();
    clearSession();
    setUser(null);
    // Revoking server-side is a courtesy: the local session is gone whatever the answer.
    if (refreshToken) await postSignOut(refreshToken).catch((error: unknown) => console.error('Sign-out call failed', error));
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading, isAuthenticated: user !== null && hasSession(), signIn, signUp, signOut }),
    [user, isLoading, signIn, signUp, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
