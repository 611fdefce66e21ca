import type { AuthSession, User } from '@navalha/core/contracts/auth';
import {
  clearStoredSession,
  readStoredSession,
  writeAccessToken,
  writeStoredSession,
} from './session-cookies';

/** Why a session ended: a sign-out sends to /signin with no page to come back to. */
export type SessionEnd = 'signOut' | 'expired';

export type SessionState =
  | { status: 'restoring' }
  | { status: 'signedIn'; user: User }
  | { status: 'signedOut'; endedBy: SessionEnd | null };

type Listener = () => void;

/**
 * The signed-in user, kept in memory and mirrored in the `access_token` and `user_data` cookies.
 * The refresh token is never here: it lives in the server's HttpOnly cookie. A tiny store read
 * with `useSyncExternalStore`, so the API client can update it outside React.
 */
export function createSessionStore() {
  let state: SessionState = { status: 'restoring' };
  const listeners = new Set<Listener>();

  function setState(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: (): SessionState => state,

    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads the cookies once at start-up. */
    restore(): void {
      const stored = readStoredSession();
      setState(
        stored ? { status: 'signedIn', user: stored.user } : { status: 'signedOut', endedBy: null },
      );
    },

    signIn(session: AuthSession, rememberMe: boolean): void {
      writeStoredSession({ accessToken: session.accessToken, user: session.user, rememberMe });
      setState({ status: 'signedIn', user: session.user });
    },

    /**
     * A new session for this device (after 'Alterar senha'): the old tokens are dead, the
     * 'Lembrar de mim' choice stays.
     */
    renew(session: AuthSession): void {
      const rememberMe = readStoredSession()?.rememberMe ?? false;
      writeStoredSession({ accessToken: session.accessToken, user: session.user, rememberMe });
      setState({ status: 'signedIn', user: session.user });
    },

    /** The server's newer copy of the user (GET /auth/me); the cookie follows. */
    updateUser(user: User): void {
      if (state.status !== 'signedIn') return;
      if (JSON.stringify(user) === JSON.stringify(state.user)) return;
      const stored = readStoredSession();
      if (stored) writeStoredSession({ ...stored, user });
      setState({ status: 'signedIn', user });
    },

    updateAccessToken(accessToken: string): void {
      if (state.status === 'signedIn') writeAccessToken(accessToken, state.user);
    },

    /** The tokens are dead: drop the cookies now, keep the page until the redirect. */
    expire(): void {
      clearStoredSession();
    },

    clear(endedBy: SessionEnd): void {
      clearStoredSession();
      setState({ status: 'signedOut', endedBy });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();
