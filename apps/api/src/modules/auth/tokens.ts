import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@navalha/core/domain/auth/roles';
import { roles } from '@navalha/core/domain/auth/roles';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const ISSUER = 'navalha';
const AUDIENCE = 'navalha';
const ALGORITHM = 'HS256';

/** Who a valid access token speaks for. */
export interface AccessTokenClaims {
  userId: string;
  role: Role;
  /** The shop a staff member works for; null for clients. */
  barbershopId: string | null;
  /**
   * The refresh-token family the token was issued for (its `sid` claim): ending that session
   * (logout, a replayed refresh token) refuses the token at once. Absent on tokens signed
   * outside a session (tests, tools).
   */
  sessionId?: string;
}

/** Whether a user's sessions were ended after a token was issued (session-revocations.ts). */
export interface RevocationCheck {
  /**
   * `issuedAt` is the token's `iat`, in epoch seconds; `sessionId` its `sid`: a token is refused
   * when its user's sessions were all ended after it was issued, or when its own session ended.
   */
  isRevoked(userId: string, issuedAt: number, sessionId?: string): boolean;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims, now?: Date): Promise<string>;
  /** The claims of a valid token, or null for a forged, expired, revoked or malformed one. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/**
 * Verified tokens are remembered until they expire: a signed-in phone sends the same token on
 * every request for up to 15 minutes, and the HMAC check was about 6% of the CPU of an
 * availability request. Only the exact token string that passed verification hits the cache.
 */
const VERIFIED_CACHE_MAX = 10_000;

interface VerifiedToken {
  claims: AccessTokenClaims;
  issuedAt: number;
  expiresAtMs: number;
}

/**
 * `revocations` is asked on every verification, the cached ones too: a token verified before
 * its user's sessions were revoked is refused, and forgotten, from then on.
 */
export function createAccessTokens(secret: string, revocations?: RevocationCheck): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, VerifiedToken>();

  function remember(token: string, entry: VerifiedToken) {
    if (verified.size >= VERIFIED_CACHE_MAX) {
      // Insertion order: the oldest entry is the first key.
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  }

  return {
    sign(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        role: claims.role,
        shopId: claims.barbershopId,
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        const { userId, sessionId } = cached.claims;
        const revoked = revocations?.isRevoked(userId, cached.issuedAt, sessionId) ?? false;
        if (!revoked && cached.expiresAtMs > Date.now()) return cached.claims;
        verified.delete(token);
        if (revoked) return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const role = roles.find((candidate) => candidate === payload.role);
        const { shopId, iat, exp, sid } = payload;
        if (!payload.sub || !role || (shopId !== null && typeof shopId !== 'string')) return null;
        if (sid !== undefined && typeof sid !== 'string') return null;
        if (iat === undefined || exp === undefined) return null;
        if (revocations?.isRevoked(payload.sub, iat, sid)) return null;
        const claims: AccessTokenClaims = {
          userId: payload.sub,
          role,
          barbershopId: shopId,
          ...(sid ? { sessionId: sid } : {}),
        };
        remember(token, { claims, issuedAt: iat, expiresAtMs: exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** A new refresh token: 256 random bits for the client, their SHA-256 for the database. */
export function generateRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashRefreshToken(token) };
}

/** A fast hash is enough: the input is 256 random bits, not a guessable password. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
