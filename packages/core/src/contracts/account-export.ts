import { z } from 'zod/mini';
import { isoDateTimeSchema } from './calendar.js';
import { brlSchema } from './money.js';
import { profileSchema } from './account.js';

const instant = isoDateTimeSchema;
const optionalInstant = z.nullable(isoDateTimeSchema);

/** One booking as the holder's export shows it, with the services as they were booked. */
export const exportedAppointmentSchema = z.object({
  id: z.string(),
  scheduledTo: instant,
  endsAt: instant,
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.nullable(z.string()),
  barber: z.object({ name: z.string() }),
  barberShop: z.object({ name: z.string(), address: z.string() }),
  services: z.array(z.object({ name: z.string(), price: brlSchema, durationMinutes: z.number() })),
  subtotal: brlSchema,
  discount: brlSchema,
  paymentFee: brlSchema,
  total: brlSchema,
  notes: z.nullable(z.string()),
  cancellationReason: z.nullable(z.string()),
  cancellationFee: z.nullable(brlSchema),
  cancelledAt: optionalInstant,
  createdAt: instant,
});

/** A payment attempt; gateway tokens, QR codes and idempotency keys are not personal data. */
export const exportedPaymentSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  method: z.string(),
  status: z.string(),
  amount: brlSchema,
  gateway: z.string(),
  gatewayPaymentId: z.nullable(z.string()),
  installments: z.number(),
  cardBrand: z.nullable(z.string()),
  cardLastFour: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  refundedAmount: z.nullable(brlSchema),
  refundReason: z.nullable(z.string()),
  paidAt: optionalInstant,
  refundedAt: optionalInstant,
  createdAt: instant,
});

/** A sign-in session: kept as an access record (Marco Civil da Internet, art. 15). */
export const exportedSessionSchema = z.object({
  createdAt: instant,
  expiresAt: instant,
  revokedAt: optionalInstant,
  userAgent: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});

/**
 * The wallet: its balance, every movement, saved cards (never their tokens) and deposits. A
 * client has one wallet per shop used (decision 042): `balance` is their sum, and each movement
 * and deposit names its shop.
 */
export const exportedWalletSchema = z.object({
  balance: brlSchema,
  createdAt: instant,
  transactions: z.array(
    z.object({
      id: z.string(),
      barbershopId: z.string(),
      type: z.string(),
      direction: z.string(),
      amount: brlSchema,
      balanceAfter: brlSchema,
      status: z.string(),
      appointmentId: z.nullable(z.string()),
      description: z.nullable(z.string()),
      createdAt: instant,
    }),
  ),
  paymentMethods: z.array(
    z.object({
      id: z.string(),
      methodType: z.string(),
      isDefault: z.boolean(),
      cardBrand: z.nullable(z.string()),
      cardLastFour: z.nullable(z.string()),
      cardholderName: z.nullable(z.string()),
      expiryDate: z.nullable(z.string()),
      createdAt: instant,
    }),
  ),
  deposits: z.array(
    z.object({
      id: z.string(),
      barbershopId: z.string(),
      amount: brlSchema,
      status: z.string(),
      gateway: z.string(),
      failureReason: z.nullable(z.string()),
      paidAt: optionalInstant,
      createdAt: instant,
    }),
  ),
});

export const exportedReviewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  barber: z.object({ name: z.string() }),
  rating: z.number(),
  comment: z.nullable(z.string()),
  createdAt: instant,
});

export const exportedNotificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  readAt: optionalInstant,
  createdAt: instant,
});

/** An outside sign-in linked to the account (Google). */
export const exportedIdentitySchema = z.object({
  provider: z.string(),
  email: z.string(),
  createdAt: instant,
  lastSignInAt: instant,
});

/**
 * `GET /users/me/export`: everything Navalha holds about the signed-in person (LGPD art. 18,
 * II and V), as a JSON file they download.
 */
export const accountExportSchema = z.object({
  format: z.literal('navalha-account-export'),
  version: z.literal(1),
  exportedAt: instant,
  profile: z.extend(profileSchema, {
    provider: z.string(),
    createdAt: instant,
    updatedAt: instant,
  }),
  appointments: z.array(exportedAppointmentSchema),
  payments: z.array(exportedPaymentSchema),
  sessions: z.array(exportedSessionSchema),
  identities: z.array(exportedIdentitySchema),
  /** Null until the wallet is first used. */
  wallet: z.nullable(exportedWalletSchema),
  reviews: z.array(exportedReviewSchema),
  notifications: z.array(exportedNotificationSchema),
  /** WhatsApp consent (issue 19 §1): given or withdrawn, and when it last changed. */
  whatsappConsent: z.object({ optIn: z.boolean(), changedAt: z.nullable(instant) }),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
