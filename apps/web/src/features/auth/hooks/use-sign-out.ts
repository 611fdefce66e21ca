import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logger } from '../../../lib/logger';
import { toast } from '../../../lib/toast';
import { logout } from '../api/logout';
import { sessionStore } from '../session-store';
import { sessionMessages } from './use-session';

export interface SignOutOptions {
  /** The toast when the local session cannot be cleared. */
  failureMessage?: string;
}

/** Resolves to false when the session could not be cleared (the toast is already shown). */
export type SignOut = (options?: SignOutOptions) => Promise<boolean>;

/** Signing out, for the signed-in pages (they sit under the query client's provider). */
export function useSignOut(): SignOut {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
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
}
