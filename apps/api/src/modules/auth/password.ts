import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

export interface PasswordHashParameters {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline (architecture §5): m=19 MiB, t=2, p=1. */
export const passwordHashParameters: PasswordHashParameters = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time.
const ARGON2ID: Algorithm.Argon2id = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `passwordHash`. With no hash (unknown e-mail, social account) it
   * still spends one verification on a dummy hash, so the answer time does not tell whether an
   * account exists.
   */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

export function createPasswordHasher(
  parameters: PasswordHashParameters = passwordHashParameters,
): PasswordHasher {
  const options = { ...parameters, algorithm: ARGON2ID };
  let dummyHash: Promise<string> | undefined;

  const hashPassword = (password: string) => hash(password, options);

  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
      if (passwordHash === null) {
        dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      // A malformed stored hash is a failed sign-in, not a 500.
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
