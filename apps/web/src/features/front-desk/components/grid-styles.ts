import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { ShadeKind } from '@navalha/core/domain/front-desk/day-grid';

/** How the day and week grids shade time nobody can book, with its words. */
export const shadeStyles: Record<ShadeKind, { className: string; label: string }> = {
  closed: { className: 'bg-status-inactive-soft text-muted', label: 'Fora do expediente' },
  break: { className: 'bg-page text-muted', label: 'Pausa' },
  'time-off': { className: 'bg-status-pending-soft text-status-pending', label: 'Folga' },
};

/** A booking block's colours by status, in the day and week grids. */
export const blockStyles: Record<AppointmentStatus, string> = {
  PENDING: 'border-status-pending bg-status-pending-soft text-ink',
  CONFIRMED: 'border-status-confirmed bg-status-confirmed-soft text-ink',
  COMPLETED: 'border-status-completed bg-status-completed-soft text-ink',
  CANCELLED: 'border-status-cancelled bg-status-cancelled-soft text-ink',
  EXPIRED: 'border-status-inactive bg-status-inactive-soft text-ink',
  NO_SHOW: 'border-status-cancelled bg-status-inactive-soft text-ink',
};
