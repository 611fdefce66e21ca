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
        .setExpirationTime('5m')
        .sign(key);
    await expect(tokens.verify(await sign({ role: 'ROOT', shopId: null }))).resolves.toBeNull();
    await expect(tokens.verify(await sign({ role: 'CLIENT' }))).resolves.toBeNull();
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
