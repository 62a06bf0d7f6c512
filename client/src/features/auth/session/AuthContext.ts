import type { Role, User } from '@quizfest/shared';
import { createContext } from 'react';

export type AuthState = {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  signIn(emailAddress: string, password: string, rememberMe: boolean): Promise<void>;
  signUp(userName: string, emailAddress: string, password: string, role?: Role): Promise<void>;
  signOut(): Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);
