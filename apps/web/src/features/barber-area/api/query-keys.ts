import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';

/** Which part of the barber's agenda to read: one day, a run of days, or from today on. */
export interface AgendaParams {
  date?: string;
  from?: string;
  to?: string;
  status?: AppointmentStatus;
}

/**
 * The barber area's cache keys. The agenda lives under 'appointments', beside the calendar's
 * 'Agendamentos do Dia', so one invalidation after an action refreshes both; the figures live
 * under 'barber-area'.
 */
export const barberAreaKeys = {
  appointments: ['appointments'] as const,
  agendaLists: ['appointments', 'barber-area'] as const,
  agenda: (params: AgendaParams) => [...barberAreaKeys.agendaLists, params] as const,
  all: ['barber-area'] as const,
  earnings: () => [...barberAreaKeys.all, 'earnings'] as const,
  schedule: () => [...barberAreaKeys.all, 'schedule'] as const,
};

/** How often the agenda asks again when the live stream is not there to tell it. */
export const AGENDA_REFRESH_MS = 30_000;
