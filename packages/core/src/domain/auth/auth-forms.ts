import { z } from 'zod';
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
    .min(1, authMessages.required)
    .min(LOGIN_PASSWORD_MIN, authMessages.loginPasswordMin)
    .max(PASSWORD_MAX, authMessages.loginPasswordPattern)
    .refine(isLoginPasswordStrong, authMessages.loginPasswordPattern),
  rememberMe: z.boolean(),
});

export type SignInForm = z.infer<typeof signInFormSchema>;

/** The sign-up form (spec §5 "Registration"). */
export const signUpFormSchema = z
  .object({
    name: nameSchema,
    email: signupEmailSchema,
    password: signupPasswordSchema,
    confirmPassword: z.string().min(1, authMessages.confirmRequired),
    phone: optionalPhoneSchema,
    acceptTerms: z.boolean().refine((accepted) => accepted, authMessages.termsRequired),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: authMessages.confirmMismatch,
    path: ['confirmPassword'],
  });

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.infer<typeof signUpFormSchema>;
