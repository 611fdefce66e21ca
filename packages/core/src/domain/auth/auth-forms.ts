import { z } from 'zod/mini';
import {
  authMessages,
  isLoginPasswordStrong,
  LOGIN_PASSWORD_MIN,
  loginEmailSchema,
  nameSchema,
  optionalPhoneSchema,
  PASSWORD_MAX,
  signupEmailSchema,
  signupPasswordSchema,
} from './auth-rules.js';

/** The sign-in form (spec §5 "Login"). */
export const signInFormSchema = z.object({
  email: loginEmailSchema,
  password: z
    .string({ error: authMessages.required })
    .check(
      z.minLength(1, authMessages.required),
      z.minLength(LOGIN_PASSWORD_MIN, authMessages.loginPasswordMin),
      z.maxLength(PASSWORD_MAX, authMessages.loginPasswordPattern),
      z.refine(isLoginPasswordStrong, authMessages.loginPasswordPattern),
    ),
  rememberMe: z.boolean(),
});

export type SignInForm = z.infer<typeof signInFormSchema>;

/** The sign-up form (spec §5 "Registration"). */
export const signUpFormSchema = z
  .object({
    name: nameSchema,
    email: signupEmailSchema,
    password: signupPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, authMessages.confirmRequired)),
    phone: optionalPhoneSchema,
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, authMessages.termsRequired)),
    /** 'Quero receber lembretes pelo WhatsApp' (issue 19 §1): unchecked by default. */
    whatsappOptIn: z.boolean(),
  })
  .check(
    z.refine((form) => !form.whatsappOptIn || Boolean(form.phone), {
      message: authMessages.whatsappNeedsPhone,
      path: ['phone'],
    }),
    z.refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
      message: authMessages.confirmMismatch,
      path: ['confirmPassword'],
      // Say it even while other fields are still wrong, as the user types.
      when: () => true,
    }),
  );

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.infer<typeof signUpFormSchema>;
