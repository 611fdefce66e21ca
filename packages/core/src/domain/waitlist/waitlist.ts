import { parseTimeOfDay } from '../schedule/time-of-day.js';

/**
 * The waitlist ('Lista de espera', issue 19 §3): a client waits for a day with no free time, in
 * a time range, with one barber or any. When a time frees up the first entry in line that fits
 * gets an offer held for a while; if not taken, the next. Pure: the clock is an argument.
 */
export const waitlistStatuses = ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED'] as const;

export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** How long an offer is held when the shop has not chosen (MARKET: 'first in line'). */
export const DEFAULT_WAITLIST_OFFER_MINUTES = 15;

const transitions: Readonly<Record<WaitlistStatus, readonly WaitlistStatus[]>> = {
  // Offered a time; cancelled by the client; expired when the day passes.
  WAITING: ['OFFERED', 'CANCELLED', 'EXPIRED'],
  // Taken; declined or let lapse (back in line, keeping its place); cancelled; the day passed.
  OFFERED: ['BOOKED', 'WAITING', 'CANCELLED', 'EXPIRED'],
  BOOKED: [],
  EXPIRED: [],
  CANCELLED: [],
};

export function canWaitlistTransition(from: WaitlistStatus, to: WaitlistStatus): boolean {
  return transitions[from].includes(to);
}

/** What happens to an entry: an offer made, taken, declined or let lapse; left; its day over. */
export const waitlistEvents = ['offer', 'book', 'decline', 'lapse', 'cancel', 'expire'] as const;

export type WaitlistEvent = (typeof waitlistEvents)[number];

/** Each event's one target; `canWaitlistTransition` says from where it may go there. */
const eventTargets: Readonly<Record<WaitlistEvent, WaitlistStatus>> = {
  offer: 'OFFERED',
  book: 'BOOKED',
  // Declined or lapsed: back in line, keeping its place, never offered that same time again.
  decline: 'WAITING',
  lapse: 'WAITING',
  cancel: 'CANCELLED',
  expire: 'EXPIRED',
};

/** Only an OFFERED entry can be booked, declined or lapse; only a WAITING one be offered. */
const eventSources: Readonly<Record<WaitlistEvent, readonly WaitlistStatus[]>> = {
  offer: ['WAITING'],
  book: ['OFFERED'],
  decline: ['OFFERED'],
  lapse: ['OFFERED'],
  cancel: ['WAITING', 'OFFERED'],
  expire: ['WAITING', 'OFFERED'],
};

/** The status after `event`, or null when the entry's status does not allow it. */
export function waitlistTransition(
  from: WaitlistStatus,
  event: WaitlistEvent,
): WaitlistStatus | null {
  const to = eventTargets[event];
  return eventSources[event].includes(from) && canWaitlistTransition(from, to) ? to : null;
}

/** The statuses an event may start from (the conditional updates' `where status in`). */
export function waitlistEventSources(event: WaitlistEvent): readonly WaitlistStatus[] {
  return eventSources[event];
}

const labels: Readonly<Record<WaitlistStatus, string>> = {
  WAITING: 'Na lista de espera',
  OFFERED: 'Horário oferecido',
  BOOKED: 'Agendado',
  EXPIRED: 'Expirado',
  CANCELLED: 'Cancelado',
};

export function getWaitlistStatusLabel(status: WaitlistStatus): string {
  return labels[status];
}

/** What an entry waits for: shop-local 'YYYY-MM-DD' and 'HH:MM' range; null barber = any. */
export interface WaitlistWish {
  id: string;
  status: WaitlistStatus;
  date: string;
  fromTime: string;
  toTime: string;
  barberId: string | null;
  /** The chosen services' total duration. */
  durationMinutes: number;
  /** Its place in line. */
  createdAt: Date;
  /** Barbers who offer every chosen service: an entry for 'qualquer barbeiro' fits only these. */
  eligibleBarberIds: readonly string[];
  /** Offers it already let lapse for this very time: it is not offered the same time again. */
  declinedSlotKeys?: readonly string[];
}

/** A time that freed up: one barber, a shop-local day, from `startTime` for `freeMinutes`. */
export interface FreedSlot {
  barberId: string;
  date: string;
  startTime: string;
  freeMinutes: number;
}

/** The same freed time always has the same key: one offer at a time per key (a unique index). */
export function freedSlotKey(slot: Pick<FreedSlot, 'barberId' | 'date' | 'startTime'>): string {
  return `${slot.barberId}|${slot.date}|${slot.startTime}`;
}

/** Whether the freed time suits the entry: its day, its barber, inside its range, long enough. */
export function wishFitsSlot(wish: WaitlistWish, slot: FreedSlot): boolean {
  if (wish.status !== 'WAITING' || wish.date !== slot.date) return false;
  if (wish.barberId !== null && wish.barberId !== slot.barberId) return false;
  if (!wish.eligibleBarberIds.includes(slot.barberId)) return false;
  if (wish.declinedSlotKeys?.includes(freedSlotKey(slot))) return false;
  const start = parseTimeOfDay(slot.startTime);
  const from = parseTimeOfDay(wish.fromTime);
  const to = parseTimeOfDay(wish.toTime);
  if (start === null || from === null || to === null) return false;
  return (
    start >= from && start + wish.durationMinutes <= to && wish.durationMinutes <= slot.freeMinutes
  );
}

/** The first entry in line that the freed time suits, or null: one slot, one entry at a time. */
export function firstInLine(wishes: readonly WaitlistWish[], slot: FreedSlot): WaitlistWish | null {
  const inLine = [...wishes].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return inLine.find((wish) => wishFitsSlot(wish, slot)) ?? null;
}

/** When an offer made at `now` lapses. */
export function offerExpiresAt(now: Date, holdMinutes = DEFAULT_WAITLIST_OFFER_MINUTES): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/** Whole minutes left on an offer (rounded up), 0 once it has lapsed. */
export function offerMinutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

/** The notice of an offer: the client's bell, opening the offer's screen. */
export function buildWaitlistOfferNotice(offer: {
  entryId: string;
  time: string;
  dateLabel: string;
  barberName: string;
  holdMinutes: number;
}): { title: string; body: string; link: string } {
  return {
    title: 'Vagou um horário para você',
    body: `${offer.dateLabel} às ${offer.time} com ${offer.barberName}. Reservado para você por ${offer.holdMinutes} min.`,
    link: waitlistOfferPath(offer.entryId),
  };
}

/** Where the web app shows an entry's offer. */
export function waitlistOfferPath(entryId: string): string {
  return `/lista-de-espera/${entryId}`;
}

/** An entry waits at most until its day has passed in the shop (the day after, 00:00). */
export function isWaitlistDayOver(date: string, today: string): boolean {
  return date < today;
}

export const waitlistMessages = {
  joined:
    'Você entrou na lista de espera. A barbearia vê a lista e chama você se um horário vagar.',
  rangeInvalid: 'O horário final deve ser depois do inicial.',
  rangeTooShort: 'O intervalo é menor que a duração dos serviços escolhidos.',
  dayPassed: 'Escolha hoje ou uma data futura.',
  alreadyWaiting: 'Você já está na lista de espera deste dia.',
  offerGone: 'Este horário não está mais disponível. Você continua na lista de espera.',
  offerExpired: 'A oferta expirou. Você continua na lista de espera.',
  noOffer: 'Não há oferta aberta para esta entrada.',
  offerBooked: 'Você já agendou este horário.',
  notWaiting: 'Esta entrada não está esperando um horário.',
  timePassed: 'Escolha um horário que ainda não passou.',
  declined: 'Tudo bem. Você continua na lista de espera.',
  slotTaken: 'Este horário já está ocupado ou oferecido a outro cliente.',
  barberCannot: 'Este barbeiro não faz todos os serviços desta entrada.',
  offered: (time: string) => `Vagou um horário às ${time}! Confirme antes que a oferta expire.`,
} as const;
