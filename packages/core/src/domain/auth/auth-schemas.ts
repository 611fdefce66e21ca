import { z } from 'zod/mini';
import {
  authMessages,
  EMAIL_PATTERN,
  hasSpecialPasswordChar,
  isSignupPasswordStrong,
  loginEmailError,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PHONE_PATTERN,
  SIGNUP_PASSWORD_MIN,
} from './auth-rules.js';

/**
 * zod's check for a rule of `auth-rules.ts` that answers what is wrong, or null: the rule has one
 * owner, which the sign-in page runs without zod (decision 044).
 */
export function ruleCheck(rule: (value: string) => string | null) {
  return z.check<string>((payload) => {
    const message = rule(payload.value);
    if (message !== null) payload.issues.push({ code: 'custom', message, input: payload.value });
  });
}

export const loginEmailSchema = z
  .string({ error: authMessages.required })
  .check(z.trim(), z.toLowerCase(), ruleCheck(loginEmailError));

export const signupEmailSchema = z
  .string({ error: authMessages.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, authMessages.emailRequired),
    z.maxLength(254, authMessages.emailInvalid),
    z.regex(EMAIL_PATTERN, authMessages.emailInvalid),
  );

export const nameSchema = z
  .string({ error: authMessages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, authMessages.nameRequired),
    z.minLength(NAME_MIN, authMessages.nameMin),
    z.maxLength(NAME_MAX, authMessages.nameMax),
  );

/**
 * The sign-up password. Beyond the spec's sign-up rule it also requires one of @$!%*?&, because
 * the spec's sign-in form refuses any password without one: without this, an account could be
 * created that can never sign in (decision 002).
 */
export const signupPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .check(
    z.minLength(1, authMessages.passwordRequired),
    z.minLength(SIGNUP_PASSWORD_MIN, authMessages.passwordMin),
    z.maxLength(PASSWORD_MAX, authMessages.passwordPattern),
    z.refine(isSignupPasswordStrong, authMessages.passwordPattern),
    z.refine(hasSpecialPasswordChar, authMessages.loginPasswordPattern),
  );

/** An optional phone: empty means none; otherwise `(11) 99999-9999`. */
export const optionalPhoneSchema = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value), authMessages.phoneFormat),
  ),
);
