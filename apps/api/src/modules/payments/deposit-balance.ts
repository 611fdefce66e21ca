import type { DeskReceipt, DeskReceiveBody } from '@navalha/core/contracts/front-desk-actions';
import { getCashChange } from '@navalha/core/domain/front-desk/desk-actions';
import { formatBRL } from '@navalha/core/domain/money';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { payments } from '../../db/schema/payments.js';
import { validationError } from '../../errors/app-error.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import { lockBookingForPayment } from '../appointments/booking-lifecycle.js';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentRow } from '../../db/schema/payments.js';
import { gatewayOfCharge } from '../../gateways/shop-gateways.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { conflict } from './payment-errors.js';
import { refundReasons } from './payment-reasons.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * What a booking's payments brought in, in centavos (a deposit, the rest, or all): COMPLETED,
 * and REFUNDED too but for money that came late — a part given back by a refund the gateway
 * broke off (decision 029) was paid, and is never to be paid again.
 */
export async function paidCentsOf(db: Db, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        or(
          eq(payments.status, 'COMPLETED'),
          and(
            eq(payments.status, 'REFUNDED'),
            sql`${payments.refundReason} is distinct from ${refundReasons.late}`,
          ),
        ),
      ),
    );
  return row?.paid ?? 0;
}

const alreadyPaid = () => conflict('INVALID_PAYMENT_STATE', 'Este agendamento já está pago.');

/** Why the client's online payment of the rest was cancelled: the desk took it. */
export const RECEIVED_AT_DESK_REASON = 'O restante foi recebido na barbearia.';

/**
 * 'Receber' after a deposit (decision 029): the desk takes the rest of the booking (its total
 * minus what was paid online) as a BALANCE payment, COMPLETED at once with how, by whom and
 * when, and audited in the same transaction. The booking's payment is already COMPLETED (the
 * deposit confirmed it), so nothing changes on it. The client may be paying the rest online
 * at the same time ('Pagar o restante'): both hold the booking's row, so the later one reads
 * the earlier's payment and gets a 409 — here 'já foi pago pelo app'. A PIX code of the rest
 * the client generated and left open is cancelled (and then at the gateway); one being
 * decided (a card under review, a create in flight) makes the desk wait (409).
 */
export async function receiveBalance(
  deps: { db: Db; now: () => Date; gateways: ShopGateways; log: FastifyBaseLogger },
  actor: AuthUser,
  booking: AppointmentRecord,
  body: DeskReceiveBody,
): Promise<DeskReceipt> {
  const paid = await paidCentsOf(deps.db, booking.id);
  const balance = booking.totalCents - paid;
  if (balance <= 0) throw alreadyPaid();
  let changeCents: number | null = null;
  if (body.with === 'cash' && body.givenCents !== undefined) {
    changeCents = getCashChange(balance, body.givenCents);
    if (changeCents === null) {
      throw validationError(
        `O valor entregue não cobre o restante de ${formatBRL(balance)}.`,
        'givenCents',
      );
    }
  }
  const now = deps.now();
  try {
    const { row, replaced } = await deps.db.transaction(async (tx) => {
      await lockBookingForPayment(tx, booking.id);
      if ((await paidCentsOf(tx, booking.id)) !== paid) {
        throw conflict('ALREADY_PAID', BALANCE_PAID_ONLINE_MESSAGE);
      }
      const repository = new PaymentsRepository(tx);
      const open = await repository.findOpenByAppointment(booking.id);
      let replaced: PaymentRow | null = null;
      if (open) {
        if (open.status === 'PROCESSING' || open.submittedAt === null) {
          throw conflict('PAYMENT_IN_PROGRESS', BALANCE_BEING_PAID_MESSAGE);
        }
        replaced = await repository.moveStatus(open.id, 'CANCELLED', ['PENDING'], {
          failureReason: RECEIVED_AT_DESK_REASON,
          cancellationReason: RECEIVED_AT_DESK_REASON,
        });
      }
      const inserted = await repository.insert({
        appointmentId: booking.id,
        clientId: booking.clientId,
        barbershopId: booking.barbershopId,
        method: 'CASH',
        flow: 'cash',
        purpose: 'BALANCE',
        status: 'COMPLETED',
        amountCents: balance,
        gateway: 'shop',
        description: 'Restante após o sinal',
        submittedAt: now,
        paidAt: now,
        receivedWith: body.with,
        receivedBy: actor.userId,
        receivedAt: now,
      });
      await recordAudit(tx, actor, booking.barbershopId, {
        action: 'payment.receive',
        entityId: inserted.id,
        before: { status: null },
        after: {
          status: inserted.status,
          purpose: inserted.purpose,
          amountCents: inserted.amountCents,
          receivedWith: inserted.receivedWith,
        },
      });
      return { row: inserted, replaced };
    });
    if (replaced?.gatewayPaymentId && replaced.gateway !== 'shop') {
      // Should the client have paid it in this instant, its approval is flagged for the shop.
      const gatewayPaymentId = replaced.gatewayPaymentId;
      await gatewayOfCharge(deps.gateways, replaced)
        .then((gateway) => gateway.cancel(gatewayPaymentId))
        .catch((error: unknown) => {
          deps.log.warn({ err: error, paymentId: replaced.id }, 'gateway cancel failed');
        });
    }
    return { paymentId: row.id, amountCents: row.amountCents, with: body.with, changeCents };
  } catch (error) {
    if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) {
      throw conflict('ALREADY_PAID', BALANCE_PAID_ONLINE_MESSAGE);
    }
    throw error;
  }
}

/** The desk's 409 when the client paid the rest online first. */
export const BALANCE_PAID_ONLINE_MESSAGE =
  'O cliente já pagou o restante pelo app: não há nada a receber.';

/** The desk's 409 while the client's online payment of the rest is being decided. */
export const BALANCE_BEING_PAID_MESSAGE =
  'O cliente está pagando o restante pelo app agora. Aguarde a confirmação e tente de novo.';
