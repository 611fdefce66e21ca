import { tzOffset } from '@date-fns/tz';
import { formatDate, formatLocalDate, formatTime } from '../format/date-time.js';

/**
 * The WhatsApp messages of a booking (issue 19 §1) as approved utility templates in pt-BR: the
 * Cloud API sends them by name with their parameters, click-to-chat pre-writes the same words.
 * `npm run whatsapp:templates -w @navalha/api` creates them on the WhatsApp Business account.
 */
export const whatsappTemplateKinds = [
  'CONFIRMATION',
  'REMINDER_FIRST',
  'REMINDER_SECOND',
  'LATE',
  'CANCELLATION',
  'RESCHEDULE',
  'WAITLIST_OFFER',
] as const;
export type WhatsappTemplateKind = (typeof whatsappTemplateKinds)[number];

/** Quick replies, in this order on every template that offers them. */
export const WHATSAPP_BUTTONS = ['Confirmar', 'Remarcar', 'Cancelar'] as const;
export type WhatsappButton = (typeof WHATSAPP_BUTTONS)[number];

/** A template as Meta's message_templates endpoint takes it. */
export interface WhatsappTemplate {
  name: string;
  /** Body text; {{1}} shop, {{2}} date, {{3}} time, {{4}} barber. */
  body: string;
  /** Example values Meta's review asks for. */
  example: readonly string[];
  buttons: readonly WhatsappButton[];
  /**
   * A link button: the app's address, then this path, then the message's own suffix (Meta's
   * URL button with one variable at its end), e.g. the waitlist offer's entry id.
   */
  link?: { text: string; path: string; example: string };
}

/** The waitlist offer's link button: '/lista-de-espera/{entry}', the offer's screen. */
export const WAITLIST_OFFER_PATH = '/lista-de-espera/';

const example = ['Barbearia Navalha', '28/11/2026', '14:30', 'Bruno'] as const;

export const whatsappTemplates: Readonly<Record<WhatsappTemplateKind, WhatsappTemplate>> = {
  CONFIRMATION: {
    name: 'navalha_agendamento_confirmado',
    body: '{{1}}: seu horário está marcado para {{2}} às {{3}} com {{4}}.',
    example,
    buttons: WHATSAPP_BUTTONS,
  },
  REMINDER_FIRST: {
    name: 'navalha_lembrete',
    body: 'Lembrete da {{1}}: seu horário é {{2}} às {{3}} com {{4}}.',
    example,
    buttons: WHATSAPP_BUTTONS,
  },
  REMINDER_SECOND: {
    name: 'navalha_lembrete_hoje',
    body: 'Falta pouco! {{1}}: seu horário é hoje, {{2}} às {{3}}, com {{4}}.',
    example,
    buttons: WHATSAPP_BUTTONS,
  },
  LATE: {
    name: 'navalha_barbeiro_atrasado',
    body: '{{1}}: O barbeiro está atrasado ~15 min. Seu horário de {{2}} às {{3}} com {{4}} continua de pé.',
    example,
    buttons: [],
  },
  CANCELLATION: {
    name: 'navalha_agendamento_cancelado',
    body: '{{1}}: seu horário de {{2}} às {{3}} com {{4}} foi cancelado.',
    example,
    buttons: [],
  },
  RESCHEDULE: {
    name: 'navalha_agendamento_remarcado',
    body: '{{1}}: seu horário mudou. Agora é {{2}} às {{3}} com {{4}}.',
    example,
    buttons: WHATSAPP_BUTTONS,
  },
  WAITLIST_OFFER: {
    name: 'navalha_vaga_lista_de_espera',
    body: '{{1}}: abriu uma vaga da sua lista de espera em {{2}} às {{3}} com {{4}}. Ela fica guardada para você por {{5}} minutos; depois passa para o próximo da fila.',
    example: [...example, '15'],
    buttons: [],
    link: {
      text: 'Ver vaga',
      path: WAITLIST_OFFER_PATH,
      example: '7d9f0c1e-5b2a-4c11-9e3d-2f6a8b4c0d17',
    },
  },
};

/** The parameters of every template: shop, date, time (shop time) and barber. */
export function whatsappParameters(facts: {
  shopName: string;
  barberName: string;
  startsAt: Date;
  timeZone: string;
}): string[] {
  return [
    facts.shopName,
    formatDate(facts.startsAt, facts.timeZone),
    formatTime(facts.startsAt, facts.timeZone),
    facts.barberName,
  ];
}

/**
 * The waitlist offer's parameters: shop, the offered day ('dd/mm/yyyy'), its time, the barber
 * and how many minutes it is held.
 */
export function waitlistOfferParameters(offer: {
  shopName: string;
  day: string;
  time: string;
  barberName: string;
  holdMinutes: number;
}): string[] {
  return [
    offer.shopName,
    formatLocalDate(offer.day),
    offer.time,
    offer.barberName,
    String(offer.holdMinutes),
  ];
}

/** The template's words with its parameters in place, for a wa.me link or a test. */
export function renderWhatsappText(
  kind: WhatsappTemplateKind,
  parameters: readonly string[],
): string {
  return whatsappTemplates[kind].body.replace(
    /\{\{(\d)\}\}/g,
    (_match, index: string) => parameters[Number(index) - 1] ?? '',
  );
}

/** Messages leave only between these shop-time hours (issue 19 §1: none at night). */
export const WHATSAPP_WINDOW = { fromHour: 8, untilHour: 21 } as const;

const HOUR_MS = 3_600_000;

/** Minutes since the shop's midnight of an instant. */
function shopMinutes(instant: Date, timeZone: string): number {
  const local = instant.getTime() + tzOffset(timeZone, instant) * 60_000;
  const dayMs = 24 * HOUR_MS;
  return Math.floor((((local % dayMs) + dayMs) % dayMs) / 60_000);
}

/**
 * When a message meant for `dueAt` may leave: as is inside 08:00–21:00 shop time; after 21:00,
 * back to 21:00 that evening; before 08:00, on to 08:00 when that is still before `startsAt`,
 * else back to 21:00 the evening before. Never earlier than `notBefore` (now).
 */
export function shiftIntoWhatsappWindow(
  dueAt: Date,
  startsAt: Date,
  timeZone: string,
  notBefore: Date,
): Date {
  const minutes = shopMinutes(dueAt, timeZone);
  const from = WHATSAPP_WINDOW.fromHour * 60;
  const until = WHATSAPP_WINDOW.untilHour * 60;
  let shifted = dueAt;
  if (minutes > until) {
    shifted = new Date(dueAt.getTime() - (minutes - until) * 60_000);
  } else if (minutes < from) {
    const morning = new Date(dueAt.getTime() + (from - minutes) * 60_000);
    shifted =
      morning < startsAt
        ? morning
        : new Date(dueAt.getTime() - (minutes + (24 * 60 - until)) * 60_000);
  }
  return shifted < notBefore ? notBefore : shifted;
}

/** Whether an instant is inside the sending window, in shop time. */
export function isInWhatsappWindow(instant: Date, timeZone: string): boolean {
  const minutes = shopMinutes(instant, timeZone);
  return minutes >= WHATSAPP_WINDOW.fromHour * 60 && minutes <= WHATSAPP_WINDOW.untilHour * 60;
}

/**
 * Whether a waitlist offer may leave by WhatsApp now: it is held only minutes, so it is never
 * shifted into the morning (it would arrive after the time passed to the next in line); it
 * leaves inside 08:00–21:00 shop time while the hold lasts, or not at all (the in-app offer
 * stands).
 */
export function waitlistOfferMayLeave(now: Date, expiresAt: Date, timeZone: string): boolean {
  return now < expiresAt && isInWhatsappWindow(now, timeZone);
}

/** What a quick reply or a text asks for: the three buttons, 'SAIR', or words for the shop. */
export type WhatsappReply = 'CONFIRM' | 'RESCHEDULE' | 'CANCEL' | 'OPT_OUT' | 'TEXT';

export function classifyWhatsappReply(text: string): WhatsappReply {
  const normalized = text.trim().toUpperCase();
  if (normalized === 'SAIR') return 'OPT_OUT';
  if (normalized === 'CONFIRMAR') return 'CONFIRM';
  if (normalized === 'REMARCAR') return 'RESCHEDULE';
  if (normalized === 'CANCELAR') return 'CANCEL';
  return 'TEXT';
}
