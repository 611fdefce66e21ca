import type { AuthSession } from '@navalha/core/contracts/auth';
import { socialSignIn } from '../api/social-sign-in';
import { requestGoogleCredential } from './google-identity-services';

/**
 * The Google button's whole flow, in a chunk of its own that the first click fetches: Google's
 * ID token from Google Identity Services, then a session from the server, which verifies it.
 */
export async function signInWithGoogle(clientId: string): Promise<AuthSession> {
  const credential = await requestGoogleCredential(clientId);
  return socialSignIn({ provider: 'google', credential });
}
