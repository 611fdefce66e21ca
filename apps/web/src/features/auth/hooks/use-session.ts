import type { AuthSession, User } from '@navalha/core/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { logger } from '../../../lib/logger';
import { logout } from '../api/logout';
import { sessionStore } from '../session-store';
import type { SessionState } from '../session-store';

export const sessionMessages = {
  signedOut: 'Logout realizado com sucesso',
  signOutFailed: 'Erro ao fazer logout',
  welcome: (name: string) => `Bem-vindo(a), ${name}!`,
} as const;

/** The session without navigation: for guards and anything outside the sign-out flow. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

export interface SignOutOptions {
  /** The toast when the local session cannot be cleared. */
  failureMessage?: string;
}

export interface Session {
  status: SessionState['status'];
  user: User | null;
  isAuthenticated: boolean;
  signIn: (session: AuthSession, rememberMe: boolean) => void;
  /** Resolves to false when the session could not be cleared (the toast is already shown). */
  signOut: (options?: SignOutOptions) => Promise<boolean>;
}

export function useSession(): Session {
  const state = useSessionState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signIn = useCallback((session: AuthSession, rememberMe: boolean) => {
    sessionStore.signIn(session, rememberMe);
  }, []);

  const signOut = useCallback(
    async ({ failureMessage = sessionMessages.signOutFailed }: SignOutOptions = {}) => {
      // The server revokes the refresh token; offline or not, the local sign-out goes on.
      await logout().catch(() => undefined);
      try {
        sessionStore.clear('signOut');
        queryClient.clear();
      } catch (error) {
        logger.warn('Could not clear the session.', error);
        toast.error(failureMessage);
        return false;
      }
      toast.success(sessionMessages.signedOut);
      void navigate('/signin', { replace: true });
      return true;
    },
    [navigate, queryClient],
  );

  const user = state.status === 'signedIn' ? state.user : null;
  return { status: state.status, user, isAuthenticated: user !== null, signIn, signOut };
}
