import { z } from 'zod/mini';
import { isoDateTimeSchema } from './calendar.js';

/** The client's WhatsApp consent (issue 19 §1): given or not, and when it last changed. */
export const whatsappConsentSchema = z.object({
  optIn: z.boolean(),
  changedAt: z.nullable(isoDateTimeSchema),
});
export type WhatsappConsent = z.infer<typeof whatsappConsentSchema>;

export const whatsappConsentBodySchema = z.object({ optIn: z.boolean() });
export type WhatsappConsentBody = z.infer<typeof whatsappConsentBodySchema>;

/** What staff may send from the agenda: a confirmation, a reminder, 'atrasado ~15 min'. */
export const staffWhatsappKinds = ['CONFIRMATION', 'REMINDER_FIRST', 'LATE'] as const;
export const staffWhatsappBodySchema = z.object({ kind: z.enum(staffWhatsappKinds) });
export type StaffWhatsappBody = z.infer<typeof staffWhatsappBodySchema>;

/**
 * What happened: the Cloud API queued it, or a wa.me link with the words written that the
 * agenda opens (click-to-chat). `alreadySent`: it had been sent before; nothing new was sent.
 */
export const staffWhatsappResultSchema = z.object({
  channel: z.enum(['CLOUD_API', 'CLICK_TO_CHAT']),
  url: z.nullable(z.string()),
  alreadySent: z.boolean(),
});
export type StaffWhatsappResult = z.infer<typeof staffWhatsappResultSchema>;

/** Said when the client did not opt in: nobody is messaged without consent. */
export const WHATSAPP_NO_CONSENT_MESSAGE = 'O cliente não aceitou receber mensagens pelo WhatsApp.';
export const WHATSAPP_NO_PHONE_MESSAGE = 'O cliente não tem um celular válido cadastrado.';
