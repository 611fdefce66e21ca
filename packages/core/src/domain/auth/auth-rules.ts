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

/**
 * An e-mail address, as the forms and the API accept it: zod's `z.regexes.email` (zod 4.6),
 * copied so that the sign-in page checks an address without loading zod (decision 044).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

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

/** Whether a password holds one of the special characters @$!%*?& the sign-in form requires. */
export function hasSpecialPasswordChar(password: string): boolean {
  return HAS_SPECIAL.test(password);
}

/** E-mail as stored: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What is wrong with the e-mail typed in the sign-in form (spec §5 "Login"), or null. The
 * e-mail is checked as stored (`normalizeEmail`): '  Cliente@Navalha.DEV ' is fine.
 */
export function loginEmailError(email: string): string | null {
  const normalized = normalizeEmail(email);
  if (normalized === '') return authMessages.required;
  return EMAIL_PATTERN.test(normalized) ? null : authMessages.emailInvalid;
}

/**
 * What is wrong with the password typed in the sign-in form (spec §5 "Login"), or null: the
 * first of empty, under 5 characters, and not letters, digits and @$!%*?& with one of each.
 */
export function loginPasswordError(password: string): string | null {
  if (password === '') return authMessages.required;
  if (password.length < LOGIN_PASSWORD_MIN) return authMessages.loginPasswordMin;
  if (password.length > PASSWORD_MAX || !isLoginPasswordStrong(password)) {
    return authMessages.loginPasswordPattern;
  }
  return null;
}
