import { loginEmailError, loginPasswordError, normalizeEmail } from './auth-rules.js';

/** The sign-in form's values (spec §5 "Login"), the e-mail as stored. */
export type SignInForm = {
  email: string;
  password: string;
  rememberMe: boolean;
};

/** A wrong field of the sign-in form and what to say about it. */
export interface SignInFormIssue {
  path: [keyof SignInForm];
  message: string;
}

export type SignInFormResult =
  { success: true; data: SignInForm } | { success: false; error: { issues: SignInFormIssue[] } };

/**
 * The sign-in form's check without zod, shaped as zod's `safeParse` so that the web's form hook
 * takes it as it takes a schema: the sign-in page then loads no zod (13.5 KB gzip, issue 18 §1,
 * decision 044). Its rules are those of `signInFormSchema`, from the same functions.
 */
export const signInFormChecker = {
  safeParse(input: unknown): SignInFormResult {
    const fields: Partial<Record<keyof SignInForm, unknown>> =
      typeof input === 'object' && input !== null ? input : {};
    const email = typeof fields.email === 'string' ? fields.email : '';
    const password = typeof fields.password === 'string' ? fields.password : '';
    const issues: SignInFormIssue[] = [];
    const emailError = loginEmailError(email);
    if (emailError !== null) issues.push({ path: ['email'], message: emailError });
    const passwordError = loginPasswordError(password);
    if (passwordError !== null) issues.push({ path: ['password'], message: passwordError });
    if (issues.length > 0) return { success: false, error: { issues } };
    const data = { email: normalizeEmail(email), password, rememberMe: fields.rememberMe === true };
    return { success: true, data };
  },
};
