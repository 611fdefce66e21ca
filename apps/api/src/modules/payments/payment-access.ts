import { isFrontDesk } from '@navalha/core/domain/auth/roles';
import type { PaymentRow } from '../../db/schema/payments.js';
import type { AuthUser } from '../auth/auth-user.js';
import { paymentNotFound } from './payment-errors.js';
import type { PaymentsRepository } from './payments.repository.js';

/** Who may see a payment or booking: the client's own, or their shop's for staff. */
export function canSee(actor: AuthUser, row: { clientId: string; barbershopId: string }): boolean {
  switch (actor.role) {
    case 'CLIENT':
      return row.clientId === actor.userId;
    case 'ADMIN':
    case 'OWNER':
    case 'RECEPTION':
      return actor.barbershopId !== null && row.barbershopId === actor.barbershopId;
    case 'BARBER':
    case 'OPERATOR':
      return false;
  }
}

/** The payment if the actor may see it; another's answers 404, as one that does not exist. */
export async function findVisiblePayment(
  repository: PaymentsRepository,
  actor: AuthUser,
  id: string,
): Promise<PaymentRow> {
  const payment = await repository.findById(id);
  if (!payment || !canSee(actor, payment)) throw paymentNotFound();
  return payment;
}

/**
 * The payment if the actor runs its shop's desk (ADMIN/OWNER/RECEPTION); which of them may call
 * each route the route table says (issue 17 §4). Otherwise 404.
 */
export async function findManagedPayment(
  repository: PaymentsRepository,
  actor: AuthUser,
  id: string,
): Promise<PaymentRow> {
  const payment = await repository.findById(id);
  const manages =
    isFrontDesk(actor.role) &&
    actor.barbershopId !== null &&
    payment?.barbershopId === actor.barbershopId;
  if (!payment || !manages) throw paymentNotFound();
  return payment;
}
