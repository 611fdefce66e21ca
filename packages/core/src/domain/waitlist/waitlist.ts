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
  offered: (time: string) => `Vagou um horário às ${time}! Confirme antes que a oferta expire.`,
} as const;
