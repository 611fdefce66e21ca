/** Where an appointment stands (spec §4). */
export const appointmentStatuses = [
  'PENDING',
  'CONFIRMED',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
  // The client did not come (issue 17 §2): marked by the desk after the start time.
  'NO_SHOW',
] as const;

/** One of `appointmentStatuses`. */
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/**
 * Statuses that hold the barber's time: the same list as the database's no-double-booking
 * constraint (architecture §3), and what the availability engine counts as busy.
 */
export const activeAppointmentStatuses = [
  'PENDING',
  'CONFIRMED',
] as const satisfies readonly AppointmentStatus[];

const appointmentStatusLabels: Readonly<Record<AppointmentStatus, string>> = {
  PENDING: 'Pendente',
  CONFIRMED: 'Confirmado',
  COMPLETED: 'Concluído',
  CANCELLED: 'Cancelado',
  EXPIRED: 'Expirado',
  NO_SHOW: 'Faltou',
};

/** Whether a value is one of `appointmentStatuses`. */
export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && Object.hasOwn(appointmentStatusLabels, value);
}

/** The pt-BR label of an appointment status; an unknown status reads as 'Pendente' (spec §4). */
export function getAppointmentStatusLabel(status: string | null | undefined): string {
  return isAppointmentStatus(status)
    ? appointmentStatusLabels[status]
    : appointmentStatusLabels.PENDING;
}

/** Where an appointment's payment stands (spec §4). */
export const paymentStatuses = [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;

/** One of `paymentStatuses`. */
export type PaymentStatus = (typeof paymentStatuses)[number];

const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  PENDING: 'Pendente',
  PROCESSING: 'Processando',
  COMPLETED: 'Concluído',
  FAILED: 'Falhou',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Estornado',
};

/** Whether a value is one of `paymentStatuses`. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && Object.hasOwn(paymentStatusLabels, value);
}

/**
 * The pt-BR label of a payment status. 'PAID', which an older gateway answer uses (spec §4),
 * reads as COMPLETED; any other unknown status as 'Pendente', like appointments.
 */
export function getPaymentStatusLabel(status: string | null | undefined): string {
  if (status === 'PAID') return paymentStatusLabels.COMPLETED;
  return isPaymentStatus(status) ? paymentStatusLabels[status] : paymentStatusLabels.PENDING;
}

/** Only a completed payment can be refunded (spec §4). */
export function canRefundPayment(status: PaymentStatus): boolean {
  return status === 'COMPLETED';
}
