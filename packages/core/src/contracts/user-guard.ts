import { roles } from '../domain/auth/roles.js';
import type { Role } from '../domain/auth/roles.js';
import type { User } from './auth.js';

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * `userSchema.safeParse` without zod, for the session cookie the web reads at start-up: the
 * first screens' entry then loads no zod (issue 18 §1, decision 044). The user as `userSchema`
 * takes it, its own fields only, or null; `user-guard.test.ts` holds the two to the same answers.
 */
export function readUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields: Partial<Record<keyof User, unknown>> = value;
  const { id, name, email, role, phone, avatarUrl, isVerified, takesBookings } = fields;
  if (!isString(id) || !isString(name) || !isString(email)) return null;
  if (!roles.includes(role as Role) || !isNullableString(phone) || !isNullableString(avatarUrl)) {
    return null;
  }
  if (typeof isVerified !== 'boolean') return null;
  if (takesBookings !== undefined && typeof takesBookings !== 'boolean') return null;
  const user: User = { id, name, email, role: role as Role, phone, avatarUrl, isVerified };
  return takesBookings === undefined ? user : { ...user, takesBookings };
}
