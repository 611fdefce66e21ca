/**
 * What a notification tells its reader, one per event of a booking's life (issue 7). The names
 * are stored in the database (`notification_type`), so new ones are appended, never renamed.
 */
export const notificationTypes = [
  'APPOINTMENT_REQUESTED',
  'APPOINTMENT_CONFIRMED',
  'APPOINTMENT_REJECTED',
  'APPOINTMENT_CANCELLED',
  'APPOINTMENT_COMPLETED',
  'APPOINTMENT_PAID',
  'APPOINTMENT_REMINDER',
  // The account's own security events (issue 14): a password changed or reset, a Google sign-in
  // that took over an unconfirmed password account.
  'PASSWORD_CHANGED',
  'ACCOUNT_SECURITY',
  // A client's WhatsApp reply for the shop's inbox: free text, or 'Confirmar' (issue 19 §1).
  'WHATSAPP_MESSAGE',
  // A freed time offered to a client waiting for that day (issue 19 §3).
  'WAITLIST_OFFER',
] as const;

/** One of `notificationTypes`. */
export type NotificationType = (typeof notificationTypes)[number];
