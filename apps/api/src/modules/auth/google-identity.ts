import { NAME_MAX, NAME_MIN, normalizeEmail } from '@navalha/core/domain/auth/auth-rules';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';

/** Google's documented issuers of ID tokens (both forms occur). */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Clocks differ a little between Google and here; an expired token stays expired. */
const CLOCK_TOLERANCE_SECONDS = 30;
const JWKS_TIMEOUT_MS = 5_000;
const AVATAR_URL_MAX = 2_048;
const EMAIL_MAX = 254;

/** Who a verified Google ID token speaks for. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`): it identifies the account, the e-mail does not. */
  subject: string;
  /** Normalized as stored: trimmed, lower-case. */
  email: string;
  emailVerified: boolean;
  /** A usable display name: from `name`, else the given and family names, else the e-mail. */
  name: string;
  /** An https picture URL, or null. */
  picture: string | null;
  /** The Google Workspace domain of the account (`hd`), lower-case; null for other accounts. */
  hostedDomain: string | null;
}

export type GoogleVerification =
  | { ok: true; identity: GoogleIdentity }
  /** Forged, expired, for another app, from another issuer or malformed: the caller's fault. */
  | { ok: false; reason: 'invalid' }
  /** Google's keys could not be fetched: nobody's fault, try again later. */
  | { ok: false; reason: 'unavailable' };

export interface GoogleIdentityVerifier {
  verify(credential: string): Promise<GoogleVerification>;
}

export interface GoogleIdentityOptions {
  clientId: string;
  /** Google's JSON Web Key Set; tests point it at a local server with their own keys. */
  jwksUrl: string;
}

/**
 * Verifies Google ID tokens as Google documents it: RS256 signature against Google's current
 * keys (fetched, cached and refetched for an unknown `kid` by jose), issuer, audience = our
 * client id, expiry. Nothing in the token is trusted before that.
 */
export function createGoogleIdentityVerifier(
  options: GoogleIdentityOptions,
): GoogleIdentityVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: JWKS_TIMEOUT_MS,
  });

  return {
    async verify(credential) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(credential, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'email', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        return { ok: false, reason: keysUnavailable(error) ? 'unavailable' : 'invalid' };
      }
      const identity = readIdentity(payload);
      return identity ? { ok: true, identity } : { ok: false, reason: 'invalid' };
    },
  };
}

/**
 * The JWKS could not be had (timeout, network, a non-200 answer, not a key set). A token whose
 * `kid` the fetched set lacks is the token's fault, as is anything jose says about the token.
 */
function keysUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) {
    // jose reports a non-200 JWKS answer as a plain JOSEError.
    return error.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/i.test(error.message);
  }
  // fetch() failures (connection refused, DNS) are not jose's errors.
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

function readIdentity(payload: JWTPayload): GoogleIdentity | null {
  const { sub } = payload;
  const rawEmail = payload.email;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) return null;
  if (typeof rawEmail !== 'string') return null;
  const email = normalizeEmail(rawEmail);
  if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  return {
    subject: sub,
    email,
    // Only a JSON true counts: Google sends a boolean, and "false" is a truthy string.
    emailVerified: payload.email_verified === true,
    name: displayName(payload, email),
    picture: httpsUrl(payload.picture),
    hostedDomain: hostedDomain(payload.hd),
  };
}

/** Addresses whose mailbox Google itself runs: nobody else can hold them. */
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * Whether Google is the authority for the token's e-mail, as Google documents it: a Gmail
 * address, or a Workspace account whose `hd` is the address's domain. Elsewhere `email_verified`
 * only says the address was verified once, when the Google account was made: a company address
 * may have since passed to someone else, who still holds that Google account.
 */
export function isGoogleAuthoritative(identity: GoogleIdentity): boolean {
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1);
  return GMAIL_DOMAINS.includes(domain) || identity.hostedDomain === domain;
}

function hostedDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const domain = value.trim().toLowerCase();
  return domain !== '' && domain.length <= EMAIL_MAX ? domain : null;
}

function displayName(payload: JWTPayload, email: string): string {
  const clean = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  const candidates = [
    clean(payload.name),
    clean(`${clean(payload.given_name)} ${clean(payload.family_name)}`),
    clean(email.split('@')[0]),
  ];
  const name = candidates.find((candidate) => candidate.length >= NAME_MIN) ?? 'Cliente';
  // Cut by code points, never through a surrogate pair.
  return [...name].slice(0, NAME_MAX).join('').trim();
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > AVATAR_URL_MAX || !URL.canParse(value)) {
    return null;
  }
  return new URL(value).protocol === 'https:' ? value : null;
}
