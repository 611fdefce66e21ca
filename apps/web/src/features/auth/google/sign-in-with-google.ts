/**
 * The Google button's flow, in a chunk of its own that the first click fetches: Google Identity
 * Services for the user's ID token, then POST /auth/social, where the server verifies it.
 */
export { socialSignIn } from '../api/social-sign-in';
export { connectGoogle } from './google-identity-services';
