import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '../domain/auth/roles.js';
import { userSchema } from './auth.js';
import { readUser } from './user-guard.js';

const client = {
  id: 'u1',
  name: 'Joana',
  email: 'joana@exemplo.com.br',
  role: 'CLIENT',
  phone: null,
  avatarUrl: null,
  isVerified: true,
};

describe('readUser', () => {
  it('answers the user with its own fields only', () => {
    expect(readUser({ ...client, takesBookings: true, token: 'x' })).toEqual({
      ...client,
      takesBookings: true,
    });
  });

  it.each([
    ['no role', { ...client, role: undefined }],
    ['an unknown role', { ...client, role: 'ROOT' }],
    ['a number for a name', { ...client, name: 1 }],
    ['a missing phone', { ...client, phone: undefined }],
    ['a string for isVerified', { ...client, isVerified: 'true' }],
    ['a string for takesBookings', { ...client, takesBookings: 'yes' }],
  ])('refuses a user with %s', (_, value) => expect(readUser(value)).toBeNull());

  it('agrees with userSchema on every value', () => {
    const anyOf = (...valid: fc.Arbitrary<unknown>[]) =>
      fc.oneof(...valid, fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean());
    const value = fc.oneof(
      fc.record(
        {
          id: anyOf(fc.string()),
          name: anyOf(fc.string()),
          email: anyOf(fc.string()),
          role: anyOf(fc.constantFrom(...roles), fc.string()),
          phone: anyOf(fc.string()),
          avatarUrl: anyOf(fc.string()),
          isVerified: anyOf(),
          takesBookings: anyOf(),
          extra: fc.string(),
        },
        { requiredKeys: ['id', 'name', 'email', 'role', 'phone', 'avatarUrl', 'isVerified'] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(value, (input) => {
        const parsed = userSchema.safeParse(input);
        expect(readUser(input)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
