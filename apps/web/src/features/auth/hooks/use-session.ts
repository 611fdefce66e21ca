import type { AuthSession, User } from '@navalha/core/contracts/auth';
import { useCallback, useSyncExternalStore } from 'react';
import { sessionStore } from '../session-store';
import type { SessionState } from '../session-store';

export const sessionMessages = {
  signedOut: 'Logout realizado com sucesso',
  signOutFailed: 'Erro ao fazer logout',
  welcome: (name: string) => `Bem-vindo(a), ${name}!`,
} as const;

/**
 * What a page prerendered at build time was rendered with (src/prerender): nobody signed in.
 * React also renders it while hydrating that page's HTML, so both agree.
 */
const prerenderedSession: SessionState = { status: 'signedOut', endedBy: null };
const getPrerenderedSession = () => prerenderedSession;

/** The session without navigation: for guards and anything outside the sign-out flow. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, getPrerenderedSession);
}

export interface Session {
  status: SessionState['status'];
  user: User | null;
  isAuthenticated: boolean;
  signIn: (session: AuthSession, rememberMe: boolean) => void;
}

/**
 * The session and signing in. Signing out is `useSignOut`, apart: it needs the query client,
 * which the public pages (sign-in, sign-up) load without.
 */
export function useSession(): Session {
  const state = useSessionState();

  const signIn = useCallback((session: AuthSession, rememberMe: boolean) => {
    sessionStore.signIn(session, rememberMe);
  }, []);

  const user = state.status === 'signedIn' ? state.user : null;
  return { status: state.status, user, isAuthenticated: user !== null, signIn };
}
