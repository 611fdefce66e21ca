import { exhaustiveSwitchError } from '../exhaustive.js';
import type { AppointmentStatus } from './appointment-status.js';

/** What can happen to an appointment (architecture §4). */
export const appointmentEvents = [
  'confirm',
  'reject',
  'complete',
  'cancel',
  'expire',
  'reschedule',
  'arrive',
  'start',
  'no_show',
] as const;

/** One of `appointmentEvents`. */
export type AppointmentEvent = (typeof appointmentEvents)[number];

/** The facts a transition may depend on; the caller reads the clock, core does not. */
export interface TransitionContext {
  now: Date;
  /** When the appointment starts. */
  startsAt: Date;
  /** Why the barber rejects; required by 'reject'. */
  reason?: string;
}

/** Why a transition was refused. The API answers each with 409 `INVALID_TRANSITION`. */
export type TransitionFailure = 'INVALID_TRANSITION' | 'REASON_REQUIRED' | 'NOT_STARTED';

/** Why 'no_show' is refused before the booking's start. */
export const NO_SHOW_BEFORE_START_MESSAGE =
  'Só é possível marcar falta depois do horário de início do agendamento.';

/** The status after the event, or why it cannot happen with a pt-BR message for the user. */
export type TransitionResult =
  | { ok: true; status: AppointmentStatus }
  | { ok: false; reason: TransitionFailure; message: string };

/** The statuses each event may start from. */
const allowedFrom: Readonly<Record<AppointmentEvent, readonly AppointmentStatus[]>> = {
  confirm: ['PENDING'],
  reject: ['PENDING', 'CONFIRMED'],
  complete: ['CONFIRMED'],
  cancel: ['PENDING', 'CONFIRMED'],
  expire: ['PENDING'],
  reschedule: ['PENDING', 'CONFIRMED'],
  arrive: ['PENDING', 'CONFIRMED'],
  start: ['PENDING', 'CONFIRMED'],
  no_show: ['PENDING', 'CONFIRMED'],
};

const eventVerbs: Readonly<Record<AppointmentEvent, string>> = {
  confirm: 'confirmar',
  reject: 'recusar',
  complete: 'concluir',
  cancel: 'cancelar',
  expire: 'expirar',
  reschedule: 'reagendar',
  arrive: 'registrar a chegada de',
  start: 'iniciar',
  no_show: 'marcar falta em',
};

const statusAdjectives: Readonly<Record<AppointmentStatus, string>> = {
  PENDING: 'pendente',
  CONFIRMED: 'confirmado',
  COMPLETED: 'concluído',
  CANCELLED: 'cancelado',
  EXPIRED: 'expirado',
  NO_SHOW: 'marcado como falta',
};

/** The events a status allows, ignoring time and reason: what buttons a screen may offer. */
export function getAllowedEvents(status: AppointmentStatus): AppointmentEvent[] {
  return appointmentEvents.filter((event) => allowedFrom[event].includes(status));
}

/**
 * The appointment state machine:
 * - confirm: PENDING → CONFIRMED
 * - reject: PENDING | CONFIRMED → CANCELLED, with a non-blank reason
 * - complete: CONFIRMED → COMPLETED, once the appointment has started (`now >= startsAt`)
 * - cancel: PENDING | CONFIRMED → CANCELLED (the fee is the cancellation policy's business)
 * - expire: PENDING → EXPIRED (the unpaid-PIX sweep)
 * - reschedule: PENDING | CONFIRMED → the same status (a confirmed or paid booking only while
 *   its cancellation is free: core's reschedule policy, decision 025)
 * - arrive ('Chegou'), start: PENDING | CONFIRMED → CONFIRMED (a client at the desk confirms
 *   the booking; the desk records when: issue 17 §2)
 * - no_show ('Faltou'): PENDING | CONFIRMED → NO_SHOW, once the appointment has started
 * Anything else is refused, e.g. confirming a cancelled appointment.
 */
export function transition(
  status: AppointmentStatus,
  event: AppointmentEvent,
  context: TransitionContext,
): TransitionResult {
  if (!allowedFrom[event].includes(status)) {
    return {
      ok: false,
      reason: 'INVALID_TRANSITION',
      message: `Não é possível ${eventVerbs[event]} um agendamento ${statusAdjectives[status]}.`,
    };
  }
  switch (event) {
    case 'confirm':
      return { ok: true, status: 'CONFIRMED' };
    case 'reject':
      if (!context.reason?.trim()) {
        return { ok: false, reason: 'REASON_REQUIRED', message: 'Informe o motivo da recusa.' };
      }
      return { ok: true, status: 'CANCELLED' };
    case 'complete':
      if (context.now.getTime() < context.startsAt.getTime()) {
        return {
          ok: false,
          reason: 'NOT_STARTED',
          message: 'O atendimento só pode ser concluído depois do horário de início.',
        };
      }
      return { ok: true, status: 'COMPLETED' };
    case 'cancel':
      return { ok: true, status: 'CANCELLED' };
    case 'expire':
      return { ok: true, status: 'EXPIRED' };
    case 'reschedule':
      return { ok: true, status };
    case 'arrive':
    case 'start':
      return { ok: true, status: 'CONFIRMED' };
    case 'no_show':
      if (context.now.getTime() < context.startsAt.getTime()) {
        return { ok: false, reason: 'NOT_STARTED', message: NO_SHOW_BEFORE_START_MESSAGE };
      }
      return { ok: true, status: 'NO_SHOW' };
    default:
      return exhaustiveSwitchError(event, 'appointment event');
  }
}
