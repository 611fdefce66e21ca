import { isLoginPasswordStrong } from '@navalha/core/domain/auth/auth-rules';
import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword } from './temporary-password.js';

describe('generateTemporaryPassword', () => {
  it('always passes the sign-in rule, with 12 characters', () => {
    for (let run = 0; run < 500; run += 1) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(12);
      expect(isLoginPasswordStrong(password), password).toBe(true);
    }
  });

  it('never repeats itself', () => {
    const passwords = new Set(Array.from({ length: 200 }, generateTemporaryPassword));
    expect(passwords.size).toBe(200);
  });
});
