import { z } from 'zod/mini';
import { authMessages } from '../domain/auth/auth-rules.js';
import {
  nameSchema,
  optionalPhoneSchema,
  signupEmailSchema,
  signupPasswordSchema,
} from '../domain/auth/auth-schemas.js';
import { invitationStates } from '../domain/admin/invitation-state.js';
import { isoDateTimeSchema } from './calendar.js';

export const invitationMessages = {
  roleInvalid: 'Escolha barbeiro, recepção ou administrador',
  alreadyPending:
    'Já existe um convite pendente para este email. Reenvie ou revogue o convite na lista.',
  notFound: 'Convite não encontrado',
  notPending: 'Este convite não está mais pendente.',
  invalid: 'Este convite não é válido. Peça um novo convite à barbearia.',
  expired: 'Este convite expirou. Peça à barbearia que o reenvie.',
  accepted: 'Este convite já foi aceito. Entre com seu email e senha.',
  tokenInvalid: 'Link de convite inválido',
} as const;

/**
 * The roles a shop invites: barbers and the reception (by an admin or the owner) and admins (by
 * the owner) (issue 17 §4).
 */
export const invitedRoles = ['BARBER', 'RECEPTION', 'ADMIN'] as const;

export type InvitedRole = (typeof invitedRoles)[number];

/** An empty, null or missing phone is none. */
const phoneSchema = z.pipe(
  z.nullable(optionalPhoneSchema),
  z.transform((phone: string | null | undefined) => phone || null),
);

/** Who is invited: the account is theirs to finish (they choose the password). */
export const createInvitationBodySchema = z.object({
  name: nameSchema,
  email: signupEmailSchema,
  phone: phoneSchema,
  role: z.enum(invitedRoles, { error: invitationMessages.roleInvalid }),
});

export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** An invitation as the shop's managers see it. */
export const invitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: z.enum(invitedRoles),
  state: z.enum(invitationStates),
  expiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  acceptedAt: z.nullable(isoDateTimeSchema),
  revokedAt: z.nullable(isoDateTimeSchema),
});

export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.array(invitationSchema);

/**
 * A new or resent invitation and its link, shown once: only the token's hash is kept, so the
 * link cannot be shown again (a resend makes a new one).
 */
export const sentInvitationSchema = z.object({
  invitation: invitationSchema,
  url: z.string(),
  /** The shop's name, for the WhatsApp message. */
  shopName: z.string(),
  /** Whether an e-mail carrying the link was queued (SMTP_URL set). */
  emailed: z.boolean(),
});

export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/**
 * The link's token: 256 random bits in base64url (43 characters). Any other word of that
 * alphabet is simply an unknown link (404), like a revoked one.
 */
export const invitationTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{1,128}$/, invitationMessages.tokenInvalid)),
});

/** What the invitation page shows before the password is chosen. */
export const publicInvitationSchema = z.object({
  shopName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(invitedRoles),
});

export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** The invited person's own password, twice, by the sign-up rules. */
export const acceptInvitationBodySchema = z
  .object({
    password: signupPasswordSchema,
    confirmPassword: z
      .string({ error: authMessages.confirmRequired })
      .check(z.minLength(1, authMessages.confirmRequired)),
  })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      message: authMessages.confirmMismatch,
      path: ['confirmPassword'],
    }),
  );

export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
