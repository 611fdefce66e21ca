import { z } from 'zod/mini';
import { roles } from '../domain/auth/roles.js';
import { errorMessages } from './errors.js';
import { authMessages, PASSWORD_MAX } from '../domain/auth/auth-rules.js';
import {
  loginEmailSchema,
  nameSchema,
  optionalPhoneSchema,
  signupEmailSchema,
  signupPasswordSchema,
} from '../domain/auth/auth-schemas.js';

/** The user as the API shows it (spec §3 "User (server)"). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  phone: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  isVerified: z.boolean(),
  /** Present (true) for an admin or owner who also takes bookings and has the barber's area. */
  takesBookings: z.optional(z.boolean()),
});

export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({
  email: loginEmailSchema,
  // Sign-in checks only that a password was typed: the strength rules belong to the form, and a
  // wrong password must answer 401 'Email ou senha incorretos', not a validation error.
  password: z
    .string({ error: authMessages.required })
    .check(
      z.minLength(1, authMessages.required),
      z.maxLength(PASSWORD_MAX, errorMessages.invalidCredentials),
    ),
  rememberMe: z.optional(z.boolean()),
});

export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Registration. `role` and `provider` are accepted because the spec's client sends them, but the
 * server always creates a CLIENT with a LOCAL provider whatever they say.
 */
export const registerBodySchema = z
  .object({
    name: nameSchema,
    email: signupEmailSchema,
    password: signupPasswordSchema,
    phone: z.nullable(optionalPhoneSchema),
    /** 'Quero receber lembretes pelo WhatsApp' (issue 19 §1): unchecked unless sent true. */
    whatsappOptIn: z.optional(z.boolean()),
    role: z.optional(z.string().check(z.maxLength(20))),
    provider: z.optional(z.string().check(z.maxLength(20))),
  })
  .check(
    z.refine((body) => body.whatsappOptIn !== true || Boolean(body.phone), {
      message: authMessages.whatsappNeedsPhone,
      path: ['phone'],
    }),
  );

export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The refresh token travels in the HttpOnly `refresh_token` cookie; the answer carries it too
 * only when the request says `X-Refresh-Token-In-Body: true` (apps and scripts without cookies),
 * so a browser's JavaScript never sees it.
 */
export const REFRESH_TOKEN_IN_BODY_HEADER = 'x-refresh-token-in-body';

export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
  user: userSchema,
});

export type AuthSession = z.infer<typeof authSessionSchema>;

export const socialProviders = ['google'] as const;

/** Google's ID tokens run to about 1.5 KB; anything far longer is not one. */
export const SOCIAL_CREDENTIAL_MAX = 8192;

/**
 * Social sign-in (spec §7 `POST /auth/social`): the provider's signed identity token, never a
 * bare e-mail. The server verifies it and answers like the e-mail sign-in (`AuthSession`).
 */
export const socialSignInBodySchema = z.object({
  provider: z.enum(socialProviders, { error: 'Provedor de login não suportado' }),
  credential: z
    .string({ error: 'Credencial de login ausente' })
    .check(
      z.minLength(1, 'Credencial de login ausente'),
      z.maxLength(SOCIAL_CREDENTIAL_MAX, 'Credencial de login inválida'),
    ),
});

export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

/** The refresh token travels in an HttpOnly cookie; the body form is for non-browser clients. */
export const refreshBodySchema = z.nullish(
  z.object({
    refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  }),
);

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  /** Only with `X-Refresh-Token-In-Body: true` (REFRESH_TOKEN_IN_BODY_HEADER). */
  refreshToken: z.optional(z.string()),
});

export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutBodySchema = refreshBodySchema;

export const checkEmailBodySchema = z.object({ email: loginEmailSchema });

export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** `setup: 'required'` while the server waits for its first-run setup (issue 14 §2). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  setup: z.enum(['required', 'done']),
});
