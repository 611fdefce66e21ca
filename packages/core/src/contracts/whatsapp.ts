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

export const whatsappSettingsMessages = {
  reminderFirstHours: 'O primeiro lembrete deve ser de 1 a 72 horas antes do horário',
  reminderSecondHours: 'O segundo lembrete deve ser de 1 a 12 horas antes do horário',
  reminderOrder: 'O segundo lembrete deve vir depois do primeiro (menos horas antes do horário)',
  toggle: 'Informe ligado ou desligado',
} as const;

const toggle = z.boolean({ error: whatsappSettingsMessages.toggle });

function hours(min: number, max: number, message: string) {
  return z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));
}

/** Which WhatsApp messages the shop sends (issue 19 §1), each on or off, and the reminders' times. */
export const whatsappMessageSettingsSchema = z.object({
  confirmation: toggle,
  reminderFirst: toggle,
  reminderFirstHours: hours(1, 72, whatsappSettingsMessages.reminderFirstHours),
  reminderSecond: toggle,
  reminderSecondHours: hours(1, 12, whatsappSettingsMessages.reminderSecondHours),
  cancellation: toggle,
  reschedule: toggle,
  late: toggle,
  waitlistOffer: toggle,
});
export type WhatsappMessageSettings = z.infer<typeof whatsappMessageSettingsSchema>;

/**
 * The settings screen: the shop's choices, the hours messages may leave (shop time), and how
 * they leave: the Cloud API (configured on the server) or the agenda's click-to-chat links.
 */
export const whatsappSettingsSchema = z.object({
  messages: whatsappMessageSettingsSchema,
  quietHours: z.object({ from: z.string(), until: z.string() }),
  channel: z.enum(['CLOUD_API', 'CLICK_TO_CHAT']),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

/** Saving the screen: every field, the second reminder after the first. */
export const updateWhatsappSettingsBodySchema = whatsappMessageSettingsSchema.check(
  z.refine(
    (body: WhatsappMessageSettings) =>
      !body.reminderFirst ||
      !body.reminderSecond ||
      body.reminderSecondHours < body.reminderFirstHours,
    { message: whatsappSettingsMessages.reminderOrder, path: ['reminderSecondHours'] },
  ),
);
export type UpdateWhatsappSettingsBody = z.infer<typeof updateWhatsappSettingsBodySchema>;
