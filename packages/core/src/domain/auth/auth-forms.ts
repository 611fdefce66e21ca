import { z } from 'zod/mini';
import { authMessages, loginPasswordError } from './auth-rules.js';
import {
  loginEmailSchema,
  ruleCheck,
  nameSchema,
  optionalPhoneSchema,
  signupEmailSchema,
  signupPasswordSchema,
} from './auth-schemas.js';

/**
 * The sign-in form (spec §5 "Login") as a zod schema, on the rules of `auth-rules.ts`; the
 * sign-in page checks the same rules without zod (`signInFormChecker`, decision 044).
 */
export const signInFormSchema = z.object({
  email: loginEmailSchema,
  password: z.string({ error: authMessages.required }).check(ruleCheck(loginPasswordError)),
  rememberMe: z.boolean(),
});

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
