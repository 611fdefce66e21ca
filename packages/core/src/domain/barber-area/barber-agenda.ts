import type { AppointmentStatus } from '../appointments/appointment-status.js';
import { transition } from '../appointments/appointment-transitions.js';

/** What the barber's screens need of an appointment to place it and offer its actions. */
export interface AgendaEntry {
  id: string;
  status: AppointmentStatus;
  /** The shop-local day it starts, 'YYYY-MM-DD'. */
  scheduledDate: string;
  /** When it starts. */
  scheduledTo: Date;
  endsAt: Date;
}

/** What a barber can do to an appointment from the agenda. */
export type BarberAction = 'confirm' | 'reject' | 'complete';

const barberActions: readonly BarberAction[] = ['confirm', 'complete', 'reject'];

/** Soonest start first; the id breaks ties so the order never flickers between refetches. */
export function compareByStart(a: AgendaEntry, b: AgendaEntry): number {
  return a.scheduledTo.getTime() - b.scheduledTo.getTime() || a.id.localeCompare(b.id);
}

/**
 * One day of the agenda: pending requests first (they wait for the barber's answer), then the
 * rest by start time. Never mutates `entries`.
 */
export function sortAgendaDay<T extends AgendaEntry>(entries: readonly T[]): T[] {
  const pending = entries.filter((entry) => entry.status === 'PENDING').sort(compareByStart);
  const others = entries.filter((entry) => entry.status !== 'PENDING').sort(compareByStart);
  return [...pending, ...others];
}

/** The barber's landing, in the order it is shown. */
export interface BarberOverview<T> {
  /** PENDING and not over yet, any day, soonest first: requests to answer. */
  pending: T[];
  /** CONFIRMED and started on a day before today: served, never marked completed. */
  overdue: T[];
  /** Today's other appointments by start time (a pending one already over lands here). */
  today: T[];
}

/**
 * Sorts the appointments the landing loaded (its lists may overlap; each id is kept once) into
 * its three groups. At 15:00 on 2026-05-06: a PENDING booking on 05-20 is pending; a
 * CONFIRMED one of 05-05 at 10:00 is overdue; a COMPLETED one of 05-06 at 09:00 and a CONFIRMED
 * one of 05-06 at 16:00 are today's. Never mutates `entries`.
 */
export function groupBarberOverview<T extends AgendaEntry>(
  entries: readonly T[],
  { now, today }: { now: Date; today: string },
): BarberOverview<T> {
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()].sort(
    compareByStart,
  );
  const isPendingRequest = (entry: T) =>
    entry.status === 'PENDING' && entry.endsAt.getTime() > now.getTime();
  return {
    pending: unique.filter(isPendingRequest),
    overdue: unique.filter(
      (entry) =>
        entry.status === 'CONFIRMED' &&
        entry.scheduledDate < today &&
        entry.scheduledTo.getTime() <= now.getTime(),
    ),
    today: unique.filter((entry) => entry.scheduledDate === today && !isPendingRequest(entry)),
  };
}

/**
 * The actions the state machine allows now, in the order a card offers them: confirm a
 * pending request, complete a confirmed appointment once it has started, reject (a pending
 * one) or call off (a confirmed one) with a reason.
 */
export function getBarberActions(
  entry: Pick<AgendaEntry, 'status' | 'scheduledTo'>,
  now: Date,
): BarberAction[] {
  return barberActions.filter(
    (action) =>
      transition(entry.status, action, {
        now,
        startsAt: entry.scheduledTo,
        reason: 'motivo',
      }).ok,
  );
}
