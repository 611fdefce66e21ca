import { z } from 'zod/mini';

/** The exact pt-BR messages of the sign-in and sign-up forms (spec §5). */
export const authMessages = {
  required: 'Campo obrigatório',
  emailInvalid: 'Email inválido',
  loginPasswordMin: 'A senha deve ter no mínimo 5 caracteres',
  loginPasswordPattern:
    'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número',
  nameRequired: 'Nome é obrigatório',
  nameMin: 'Nome deve ter pelo menos 2 caracteres',
  nameMax: 'Nome deve ter no máximo 50 caracteres',
  emailRequired: 'Email é obrigatório',
  passwordRequired: 'Senha é obrigatória',
  passwordMin: 'A senha deve ter no mínimo 6 caracteres',
  passwordPattern: 'A senha deve conter pelo menos 1 letra maiúscula, 1 letra minúscula e 1 número',
  confirmRequired: 'Confirme sua senha',
  confirmMismatch: 'As senhas não coincidem',
  phoneFormat: 'Telefone deve estar no formato (11) 99999-9999',
  termsRequired: 'Você deve aceitar os termos de uso',
  whatsappNeedsPhone: 'Informe seu celular para receber lembretes pelo WhatsApp',
} as const;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const LOGIN_PASSWORD_MIN = 5;
export const SIGNUP_PASSWORD_MIN = 6;
/** Longer passwords only cost hashing time; 128 is far beyond any real password. */
export const PASSWORD_MAX = 128;

/** Letters, digits and the special characters @$!%*?& — nothing else. */
const ALLOWED_PASSWORD_CHARS = /^[A-Za-z\d@$!%*?&]+$/;
const HAS_LOWER = /[a-z]/;
const HAS_UPPER = /[A-Z]/;
const HAS_DIGIT = /\d/;
const HAS_SPECIAL = /[@$!%*?&]/;

/** `(11) 99999-9999` */
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;

/** Sign-in: lower-case letter, upper-case letter, digit and one of @$!%*?&, and only those. */
export function isLoginPasswordStrong(password: string): boolean {
  return (
    ALLOWED_PASSWORD_CHARS.test(password) &&
    HAS_LOWER.test(password) &&
    HAS_UPPER.test(password) &&
    HAS_DIGIT.test(password) &&
    HAS_SPECIAL.test(password)
  );
}

/** Sign-up: lower-case letter, upper-case letter and digit, from letters, digits and @$!%*?&. */
export function isSignupPasswordStrong(password: string): boolean {
  return (
    ALLOWED_PASSWORD_CHARS.test(password) &&
    HAS_LOWER.test(password) &&
    HAS_UPPER.test(password) &&
    HAS_DIGIT.test(password)
  );
}

/** E-mail as stored: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const loginEmailSchema = z
  .string({ error: authMessages.required })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, authMessages.required),
    z.regex(z.regexes.email, authMessages.emailInvalid),
  );

export const signupEmailSchema = z
  .string({ error: authMessages.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, authMessages.emailRequired),
    z.maxLength(254, authMessages.emailInvalid),
    z.regex(z.regexes.email, authMessages.emailInvalid),
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
export const signupPasswordSchema = z.string({ error: authMessages.passwordRequired }).check(
  z.minLength(1, authMessages.passwordRequired),
  z.minLength(SIGNUP_PASSWORD_MIN, authMessages.passwordMin),
  z.maxLength(PASSWORD_MAX, authMessages.passwordPattern),
  z.refine(isSignupPasswordStrong, authMessages.passwordPattern),
  z.refine((value) => HAS_SPECIAL.test(value), authMessages.loginPasswordPattern),
);

/** An optional phone: empty means none; otherwise `(11) 99999-9999`. */
export const optionalPhoneSchema = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value), authMessages.phoneFormat),
  ),
);
