import { formatDateTime } from '../format/date-time.js';
import type { AppointmentStatus, PaymentStatus } from './appointment-status.js';

const MS_PER_HOUR = 3_600_000;

/** What decides whether a client may move a booking to another time. */
export interface RescheduleInput {
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  startsAt: Date;
  now: Date;
  /** The shop's free-cancellation window, in hours (spec §9 default 24). */
  freeWindowHours: number;
  /** The shop's IANA zone, to say the deadline on its clock. */
  timeZone: string;
}

/** Whether the client may move it, and until when; `reason` says why not (pt-BR). */
export type RescheduleRule =
  { allowed: true; freeUntil: Date | null } | { allowed: false; reason: string };

/**
 * Decision 025: an unconfirmed, unpaid booking moves freely (nothing is committed to it yet); a
 * confirmed one, or one with money in (paid or being paid), moves with no fee only while its
 * cancellation would be free (`now <= startsAt − freeWindowHours`), its payment moving with it.
 * Later, the screen says why not: cancelling costs the fee, and the shop can still move it.
 * Worked example: a 24 h window, a paid booking at 10/05 14:00: movable until 09/05 14:00.
 */
export function getRescheduleRule(input: RescheduleInput): RescheduleRule {
  const { status, paymentStatus, startsAt, now, freeWindowHours, timeZone } = input;
  if (status !== 'PENDING' && status !== 'CONFIRMED') {
    return { allowed: false, reason: 'Só é possível remarcar um agendamento ativo.' };
  }
  if (now.getTime() >= startsAt.getTime()) {
    return { allowed: false, reason: 'Este horário já começou e não pode mais ser remarcado.' };
  }
  const committed =
    status === 'CONFIRMED' || paymentStatus === 'COMPLETED' || paymentStatus === 'PROCESSING';
  if (!committed) return { allowed: true, freeUntil: null };
  const freeUntil = new Date(startsAt.getTime() - freeWindowHours * MS_PER_HOUR);
  if (now.getTime() <= freeUntil.getTime()) return { allowed: true, freeUntil };
  return {
    allowed: false,
    reason:
      `A remarcação sem custo ia até ${formatDateTime(freeUntil, timeZone)} ` +
      `(${freeWindowHours} h antes do horário). Para mudar agora, fale com a barbearia.`,
  };
}
