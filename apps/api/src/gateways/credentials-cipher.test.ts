import { describe, expect, it } from 'vitest';
import { CredentialsCipher } from './credentials-cipher.js';

const cipher = new CredentialsCipher(Buffer.alloc(32, 3));
const token = 'APP_USR-5550001-112233-abcdef';

describe("the shops' credentials cipher (AES-256-GCM)", () => {
  it('gives the token back only for its own context, never as plain text at rest', () => {
    const stored = cipher.encrypt(token, 'access:shop-a');
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(token);
    expect(cipher.encrypt(token, 'access:shop-a')).not.toBe(stored);
    expect(cipher.decrypt(stored, 'access:shop-a')).toBe(token);
    // Copied into another shop's row, or read as the other token: refused.
    expect(() => cipher.decrypt(stored, 'access:shop-b')).toThrow();
    expect(() => cipher.decrypt(stored, 'refresh:shop-a')).toThrow();
  });

  it('refuses an altered value and another key', () => {
    const stored = cipher.encrypt(token, 'access:shop-a');
    const [version, iv, tag, data = ''] = stored.split('.');
    // The second-to-last character (whole data bits, unlike the last one's padding), made
    // another: deciding by the last one left an 'A' an 'A' once in 64 runs.
    const flipped = `${data.slice(0, -2)}${data.at(-2) === 'A' ? 'B' : 'A'}${data.slice(-1)}`;
    expect(flipped).not.toBe(data);
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'), 'access:shop-a')).toThrow();
    const other = new CredentialsCipher(Buffer.alloc(32, 4));
    expect(() => other.decrypt(stored, 'access:shop-a')).toThrow();
    expect(() => new CredentialsCipher(Buffer.alloc(16))).toThrow();
  });
});
