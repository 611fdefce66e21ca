import { connectSession } from '../../lib/api-client';
import { readAccessToken } from './session-cookies';
import { sessionStore } from './session-store';

/**
 * Plugs the session into the API client: the bearer token comes from the `access_token` cookie,
 * a refreshed token goes back into it, and a refused refresh ends the session. `afterExpiry`
 * is the app's part (clear the query cache, go to /signin), 1.5 s after the toast.
 */
export function connectApiClientToSession(afterExpiry: () => void): () => void {
  return connectSession({
    getAccessToken: readAccessToken,
    onAccessTokenRefreshed: (accessToken) => sessionStore.updateAccessToken(accessToken),
    onSessionExpired: () => sessionStore.expire(),
    redirectToSignIn: () => {
      sessionStore.clear('expired');
      afterExpiry();
    },
  });
}
