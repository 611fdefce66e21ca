import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password.js';

const hasher = createPasswordHasher();

describe('password hasher', () => {
  it('hashes with argon2id m=19456 t=2 p=1', async () => {
    const hash = await hasher.hash('Senha@123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('Senha@123');
    await expect(hasher.verify(hash, 'Senha@123')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'senha@123')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Senha@123')).not.toBe(await hasher.hash('Senha@123'));
  });

  it('refuses, after spending a verification, when there is no hash', async () => {
    await expect(hasher.verify(null, 'Senha@123')).resolves.toBe(false);
  });

  it('treats a malformed stored hash as a mismatch, not a crash', async () => {
    await expect(hasher.verify('not-a-hash', 'Senha@123')).resolves.toBe(false);
  });
});
