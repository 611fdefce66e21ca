import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokens,
  generateRefreshToken,
  hashRefreshToken,
} from './tokens.js';

const secret = 'a-secret-that-is-long-enough-for-hs256-0123456789';
const tokens = createAccessTokens(secret);
const claims = {
  userId: '0b8f4a52-1d7e-4c1e-9a57-2f1d6c3b9e01',
  role: 'BARBER' as const,
  barbershopId: null,
};

describe('access tokens', () => {
  it('round-trips the claims', async () => {
    const token = await tokens.sign(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
  });

  it('carries sub, role, shopId, iss, aud and a 15-minute expiry', async () => {
    const token = await tokens.sign(claims, new Date('2026-01-01T12:00:00Z'));
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({
      sub: claims.userId,
      role: 'BARBER',
      shopId: null,
      iss: 'navalha',
      aud: 'navalha',
    });
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  describe('remembering verified tokens', () => {
    afterEach(() => vi.useRealTimers());

    it('still refuses a remembered token once it expires', async () => {
      const token = await tokens.sign(claims);
      await expect(tokens.verify(token)).resolves.toEqual(claims);
      vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000 });
      await expect(tokens.verify(token)).resolves.toBeNull();
    });

    it('never lets a forged token share a remembered one', async () => {
      const token = await tokens.sign(claims);
      await tokens.verify(token);
      const [header, payload] = token.split('.');
      await expect(tokens.verify(`${header}.${payload}.forged-signature`)).resolves.toBeNull();
    });
  });

  it('refuses an expired token', async () => {
    const token = await tokens.sign(claims, new Date(Date.now() - 16 * 60 * 1000));
    await expect(tokens.verify(token)).resolves.toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createAccessTokens('another-secret-that-is-long-enough-0123456789');
    await expect(tokens.verify(await other.sign(claims))).resolves.toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: claims.userId, role: 'OWNER' })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).resolves.toBeNull();
  });

  it('refuses an unknown role or a missing shop claim', async () => {
    const key = new TextEncoder().encode(secret);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer('navalha')
        .setAudience('navalha')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    await expect(tokens.verify(await sign({ role: 'BARBER', shopId: null }))).resolves.toEqual(
      claims,
    );
    await expect(tokens.verify(await sign({ role: 'ROOT', shopId: null }))).resolves.toBeNull();
    await expect(tokens.verify(await sign({ role: 'CLIENT' }))).resolves.toBeNull();
  });

  it('refuses a token without an issue time, which no revocation could be compared with', async () => {
    const token = await new SignJWT({ role: 'BARBER', shopId: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('navalha')
      .setAudience('navalha')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verify(token)).resolves.toBeNull();
  });

  describe('after the sessions of their user were revoked', () => {
    // User id → cutoff in epoch seconds, as session-revocations.ts keeps them.
    const cutoffs = new Map<string, number>();
    const guarded = createAccessTokens(secret, {
      isRevoked: (userId, issuedAt) => issuedAt <= (cutoffs.get(userId) ?? -Infinity),
    });
    const at = (iso: string) => new Date(iso);

    afterEach(() => {
      cutoffs.clear();
      vi.useRealTimers();
    });

    it('refuses a token issued up to the cutoff second, even one verified before', async () => {
      vi.useFakeTimers({ now: at('2026-03-02T12:00:30Z') });
      const before = await guarded.sign(claims, at('2026-03-02T12:00:00Z'));
      const sameSecond = await guarded.sign(claims, at('2026-03-02T12:00:10.900Z'));
      await expect(guarded.verify(before)).resolves.toEqual(claims);

      cutoffs.set(claims.userId, Date.parse('2026-03-02T12:00:10Z') / 1000);

      await expect(guarded.verify(before)).resolves.toBeNull();
      await expect(guarded.verify(sameSecond)).resolves.toBeNull();
      // Another user's token is not affected.
      const other = await guarded.sign(
        { ...claims, userId: 'another-user' },
        at('2026-03-02T12:00:00Z'),
      );
      await expect(guarded.verify(other)).resolves.toMatchObject({ userId: 'another-user' });
    });

    it('accepts a token issued in a later second, as after a new sign-in', async () => {
      vi.useFakeTimers({ now: at('2026-03-02T12:00:30Z') });
      cutoffs.set(claims.userId, Date.parse('2026-03-02T12:00:10Z') / 1000);
      const later = await guarded.sign(claims, at('2026-03-02T12:00:11Z'));
      await expect(guarded.verify(later)).resolves.toEqual(claims);
    });
  });
});

describe('refresh tokens', () => {
  it('are 256 random bits, stored as their SHA-256', () => {
    const { token, tokenHash } = generateRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).toBe(tokenHash);
    expect(generateRefreshToken().token).not.toBe(token);
  });
});
