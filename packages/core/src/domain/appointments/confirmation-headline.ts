/** What decides the booking confirmation's header. */
export interface ConfirmationFacts {
  status: string;
  paymentStatus: string;
  /** How it is paid; CASH is paid at the shop, after the service. */
  paymentMethod: string | null;
}

/**
 * The header of the booking confirmation (spec §2):
 * - payment still PENDING → 'Aguardando Pagamento!', except for CASH: cash is paid at the
 *   shop after the service, so there is nothing to wait for now and the booking reads by its
 *   status like any other;
 * - status PENDING (the barber has yet to confirm) → 'Agendamento Solicitado!';
 * - CANCELLED and EXPIRED → 'Agendamento Cancelado' / 'Agendamento Expirado' (the spec's
 *   "otherwise confirmed" would tell a client a cancelled booking is confirmed); NO_SHOW →
 *   'Falta registrada' (issue 17 §2);
 * - otherwise (CONFIRMED, COMPLETED) → 'Agendamento Confirmado!'.
 */
export function getConfirmationHeadline({
  status,
  paymentStatus,
  paymentMethod,
}: ConfirmationFacts): string {
  if (status === 'CANCELLED') return 'Agendamento Cancelado';
  if (status === 'EXPIRED') return 'Agendamento Expirado';
  if (status === 'NO_SHOW') return 'Falta registrada';
  if (paymentStatus === 'PENDING' && paymentMethod !== 'CASH') return 'Aguardando Pagamento!';
  if (status === 'PENDING') return 'Agendamento Solicitado!';
  return 'Agendamento Confirmado!';
}

/** The booking's protocol number: the first 8 characters of its id (spec §2). */
export function getBookingProtocol(appointmentId: string): string {
  return appointmentId.slice(0, 8);
}
