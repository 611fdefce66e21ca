import { z } from 'zod/mini';
import { loginEmailSchema, signupPasswordSchema } from '../domain/auth/auth-schemas.js';
import { currentPasswordSchema } from '../domain/auth/password-forms.js';
import { isoDateTimeSchema } from './calendar.js';

/** A link's token: 256 random bits in base64url (43 characters); anything far off is no token. */
export const linkTokenSchema = z
  .string({ error: 'Link inválido' })
  .check(z.minLength(20, 'Link inválido'), z.maxLength(200, 'Link inválido'));

/** 'Alterar senha' (POST /api/users/me/password): answers a fresh session for this device. */
export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: signupPasswordSchema,
});

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** How a reset link reaches its holder here: by e-mail (SMTP set) or from the shop. */
export const linkDeliveries = ['email', 'shop'] as const;
export type LinkDelivery = (typeof linkDeliveries)[number];

/** 'Esqueceu a senha?' (POST /api/auth/password/forgot). */
export const forgotPasswordBodySchema = z.object({ email: loginEmailSchema });

/** The same answer for every address, known or not. */
export const forgotPasswordResponseSchema = z.object({ delivery: z.enum(linkDeliveries) });

export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** A link's token, to check (the page opens) or to confirm an e-mail. */
export const linkTokenBodySchema = z.object({ token: linkTokenSchema });

export type LinkTokenBody = z.infer<typeof linkTokenBodySchema>;

/** What a live reset link is for: the account's e-mail, so the page says whose password. */
export const resetLinkResponseSchema = z.object({ email: z.string() });

export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;

/** The link's page sets the new password (POST /api/auth/password/reset): answers a session. */
export const resetPasswordBodySchema = z.object({
  token: linkTokenSchema,
  newPassword: signupPasswordSchema,
});

export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** An e-mail confirmed (POST /api/auth/email/confirm). */
export const emailConfirmedResponseSchema = z.object({ email: z.string() });

export type EmailConfirmedResponse = z.infer<typeof emailConfirmedResponseSchema>;

/** 'Reenviar e-mail' (POST /api/users/me/email-confirmation). */
export const confirmationSentResponseSchema = z.object({ sentTo: z.string() });

export type ConfirmationSentResponse = z.infer<typeof confirmationSentResponseSchema>;

/**
 * A reset link the shop made (a client's page, a barber or admin of the team): shown once with
 * 'Copiar link' and 'Enviar pelo WhatsApp'; nobody's password is ever shown.
 */
export const shopResetLinkSchema = z.object({
  url: z.string(),
  expiresAt: isoDateTimeSchema,
  /** The person's phone, for the WhatsApp message; null when the account has none. */
  phone: z.nullable(z.string()),
  name: z.string(),
});

export type ShopResetLink = z.infer<typeof shopResetLinkSchema>;
