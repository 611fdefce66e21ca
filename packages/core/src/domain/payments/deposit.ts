import { getCancellationTerms } from '../appointments/cancellation-policy.js';
import { getNoShowFee } from '../front-desk/desk-actions.js';
import { formatBRL, percentOf } from '../money.js';
import type { Cents } from '../money.js';

/**
 * The 'sinal' (issue 19 §2): part of a booking paid before it is confirmed, against no-shows.
 * Who pays one: nobody (OFF), every client (ALL), clients with no completed booking at the
 * shop (NEW_CLIENTS), or clients with at least `minNoShows` no-shows there (NO_SHOWS).
 */
export const depositModes = ['OFF', 'ALL', 'NEW_CLIENTS', 'NO_SHOWS'] as const;
export type DepositMode = (typeof depositModes)[number];

/** The largest fixed deposit a shop may ask (R$ 1.000,00), in centavos. */
export const MAX_DEPOSIT_FIXED_CENTS = 100_000;

/** A fixed amount, or a percentage of the booking's total. */
export const depositAmountKinds = ['FIXED', 'PERCENT'] as const;
export type DepositAmountKind = (typeof depositAmountKinds)[number];

/** The shop's deposit settings, as its settings JSON holds them. */
export interface DepositSettings {
  mode: DepositMode;
  /** NO_SHOWS only: how many no-shows make a client pay one. */
  minNoShows: number;
  amountKind: DepositAmountKind;
  /** FIXED only, in centavos. */
  fixedCents: Cents;
  /** PERCENT only, a whole percentage of the booking's total. */
  percent: number;
  /** Only bookings with one of these services pay one; empty = every booking. */
  serviceIds: readonly string[];
}

export const DEFAULT_DEPOSIT_SETTINGS: DepositSettings = {
  mode: 'OFF',
  minNoShows: 1,
  amountKind: 'FIXED',
  fixedCents: 2000,
  percent: 30,
  serviceIds: [],
};

/** The client's past at this shop, counted by the server. */
export interface DepositHistory {
  completedBookings: number;
  noShows: number;
}

export interface DepositBooking {
  /** What the booking costs in all, in centavos (what the client pays in the end). */
  totalCents: Cents;
  serviceIds: readonly string[];
}

/** Whether a booking must be secured by a deposit, and how much of its total it is. */
export type DepositDue = { due: false } | { due: true; amountCents: Cents };

/** Whether this client owes a deposit under the rule's who and which-services parts. */
function appliesTo(settings: DepositSettings, history: DepositHistory, booking: DepositBooking) {
  if (settings.serviceIds.length > 0) {
    const listed = new Set(settings.serviceIds);
    if (!booking.serviceIds.some((id) => listed.has(id))) return false;
  }
  switch (settings.mode) {
    case 'OFF':
      return false;
    case 'ALL':
      return true;
    case 'NEW_CLIENTS':
      return history.completedBookings === 0;
    case 'NO_SHOWS':
      return history.noShows >= Math.max(1, settings.minNoShows);
  }
}

/**
 * The deposit a booking needs: none when the rule is off or does not reach this client or these
 * services; else the fixed amount or the percentage of the total (rounded half-up to the
 * centavo), never more than the total. A deposit of R$ 0,00 is none.
 * Worked example: 30% of a R$ 45,00 booking is R$ 13,50; a fixed R$ 20,00 on a R$ 15,00 booking
 * is R$ 15,00.
 */
export function getDepositDue(
  settings: DepositSettings,
  history: DepositHistory,
  booking: DepositBooking,
): DepositDue {
  if (!Number.isSafeInteger(booking.totalCents) || booking.totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${booking.totalCents}`);
  }
  if (!appliesTo(settings, history, booking)) return { due: false };
  const asked =
    settings.amountKind === 'FIXED'
      ? settings.fixedCents
      : percentOf(booking.totalCents, settings.percent * 100);
  const amountCents = Math.min(Math.max(0, asked), booking.totalCents);
  return amountCents > 0 ? { due: true, amountCents } : { due: false };
}

/** The shop's cancellation and no-show rules, as its settings hold them. */
export interface DepositEndingRules {
  cancellationWindowHours: number;
  cancellationFeePercent: number;
  noShowFeePercent: number;
}

/** What of a paid deposit the shop keeps on a late cancellation and on a no-show. */
export interface DepositKept {
  lateCancellation: Cents;
  noShow: Cents;
}

/**
 * What a paid deposit leaves with the shop, by the same rules the refunds apply: the shop keeps
 * its fee (cancellation or no-show, a percentage of the total) up to the deposit, and gives back
 * the rest; a cancellation inside the free window keeps nothing.
 */
export function getDepositKept(
  rules: DepositEndingRules,
  depositCents: Cents,
  totalCents: Cents,
): DepositKept {
  const lateFee = percentOf(totalCents, rules.cancellationFeePercent * 100);
  const noShowFee = getNoShowFee(totalCents, rules.noShowFeePercent);
  return {
    lateCancellation: Math.min(depositCents, lateFee),
    noShow: Math.min(depositCents, noShowFee),
  };
}

/** How a rule sentence names what was paid: the deposit ('ele') or the whole ('tudo'). */
interface PaidWords {
  back: string;
  kept: (kept: Cents) => string;
}

function depositWords(depositCents: Cents): PaidWords {
  return {
    back: 'ele volta para você',
    kept: (kept) =>
      kept >= depositCents
        ? 'fica com a barbearia'
        : kept === 0
          ? 'ele também volta para você'
          : `a barbearia fica com ${formatBRL(kept)} e devolve o resto`,
  };
}

function wholeWords(paidCents: Cents): PaidWords {
  return {
    back: 'tudo volta para você',
    kept: (kept) =>
      kept >= paidCents
        ? 'tudo fica com a barbearia'
        : kept === 0
          ? 'tudo também volta para você'
          : `a barbearia fica com ${formatBRL(kept)} e devolve o resto`,
  };
}

/** The endings after a rule sentence's opening, with what the shop keeps of `kept`. */
function describeEndings(
  rules: DepositEndingRules,
  kept: DepositKept,
  words: PaidWords,
  { startsAt, now }: { startsAt: Date; now: Date },
): string {
  const noShow = words.kept(kept.noShow);
  if (rules.cancellationFeePercent === 0) {
    return `Cancelando até o horário marcado, ${words.back}; em faltas, ${noShow}.`;
  }
  const late = words.kept(kept.lateCancellation);
  const inside = !getCancellationTerms({
    startsAt,
    now,
    amountCents: 0,
    freeWindowHours: rules.cancellationWindowHours,
    feePercent: rules.cancellationFeePercent,
  }).canCancelFree;
  const endings = (after: string) =>
    late === noShow
      ? `em faltas ou cancelamentos${after}, ${late}`
      : `em cancelamentos${after}, ${late}; em faltas, ${noShow}`;
  if (inside) return `Este horário já está dentro do prazo de cancelamento: ${endings('')}.`;
  const window =
    rules.cancellationWindowHours === 0
      ? 'até o horário marcado'
      : `até ${rules.cancellationWindowHours} h antes`;
  return `Cancelando ${window}, ${words.back}; ${endings(' depois disso')}.`;
}

/**
 * The one sentence the client reads before paying a deposit, from the shop's real rules:
 * 'Sinal de R$ 20,00 para confirmar. Cancelando até 24 h antes, ele volta para você; em faltas
 * ou cancelamentos depois disso, fica com a barbearia.' A booking made inside the window is told
 * so, as the cancellation sentence does (decision 024). It stays true while only the deposit is
 * paid: the shop never keeps more than it received.
 */
export function describeDepositRule(
  rules: DepositEndingRules,
  { depositCents, totalCents }: { depositCents: Cents; totalCents: Cents },
  when: { startsAt: Date; now: Date },
): string {
  const kept = getDepositKept(rules, depositCents, totalCents);
  const endings = describeEndings(rules, kept, depositWords(depositCents), when);
  return `Sinal de ${formatBRL(depositCents)} para confirmar. ${endings}`;
}

/**
 * The rule once the rest after a deposit is paid (decision 029): the fees apply to the whole
 * total, up to what was paid, not to the deposit only. `paying`: read on 'Pagar o restante',
 * before paying it. Worked example, R$ 50,00 with 50% kept late and no no-show fee: 'Total de
 * R$ 50,00 pago. Cancelando até 24 h antes, tudo volta para você; em cancelamentos depois
 * disso, a barbearia fica com R$ 25,00 e devolve o resto; em faltas, tudo também volta para
 * você.'
 */
export function describePaidRule(
  rules: DepositEndingRules,
  totalCents: Cents,
  when: { startsAt: Date; now: Date },
  { paying }: { paying: boolean },
): string {
  const kept = getDepositKept(rules, totalCents, totalCents);
  const endings = describeEndings(rules, kept, wholeWords(totalCents), when);
  const opening = paying
    ? `Pagando o restante, o total de ${formatBRL(totalCents)} fica pago.`
    : `Total de ${formatBRL(totalCents)} pago.`;
  return `${opening} ${endings}`;
}

/**
 * What a booking partly paid shows in lists and details: 'Sinal pago · falta R$ 25,00'. Null
 * when nothing or everything was paid.
 */
export function describeDepositBalance(paidCents: Cents, totalCents: Cents): string | null {
  if (paidCents <= 0 || paidCents >= totalCents) return null;
  return `Sinal pago · falta ${formatBRL(totalCents - paidCents)}`;
}

/**
 * The split the client reads before paying a deposit: 'Sinal agora: R$ 13,50 · Na barbearia:
 * R$ 31,50' (the rest is due at the shop; the deposit counts toward the total).
 */
export function describeDepositSplit(depositCents: Cents, totalCents: Cents): string {
  const atShop = Math.max(0, totalCents - depositCents);
  return `Sinal agora: ${formatBRL(depositCents)} · Na barbearia: ${formatBRL(atShop)}`;
}

/** What a booking says of its deposit (the appointment's figures, in centavos). */
export interface DepositBookingState {
  /** The deposit asked when it was booked; null or 0: none. */
  depositCents: Cents | null;
  /** The method the rest is paid with: a deposit is asked only of bookings paid at the shop. */
  paymentMethod: string | null;
  paymentStatus: string;
  status: string;
}

/**
 * The deposit a booking still owes before it is confirmed (decision 029): a PENDING booking to
 * be paid at the shop (CASH) with a deposit asked and nothing paid yet; null otherwise. A
 * payment of the booking by PIX, card or wallet must then carry exactly this amount.
 */
export function getDepositOwed(booking: DepositBookingState): Cents | null {
  if (!booking.depositCents || booking.depositCents <= 0) return null;
  if (booking.paymentMethod !== 'CASH' || booking.status !== 'PENDING') return null;
  if (booking.paymentStatus === 'COMPLETED' || booking.paymentStatus === 'REFUNDED') return null;
  return booking.depositCents;
}

/**
 * The rest a booking whose deposit was paid may still pay online (decision 029, 'Pagar o
 * restante'): its total minus what its payments brought in, while it is active (PENDING or
 * CONFIRMED) and its deposit paid (payment COMPLETED). Null otherwise — nothing paid yet, no
 * deposit, ended, or nothing left. Worked example: R$ 45,00 booked, R$ 20,00 deposit paid →
 * R$ 25,00.
 */
export function getBalanceDue(
  booking: Pick<DepositBookingState, 'depositCents' | 'paymentStatus' | 'status'> & {
    totalCents: Cents;
  },
  paidCents: Cents,
): Cents | null {
  if (!booking.depositCents || booking.depositCents <= 0) return null;
  if (booking.paymentStatus !== 'COMPLETED') return null;
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED') return null;
  const rest = booking.totalCents - paidCents;
  return rest > 0 ? rest : null;
}
