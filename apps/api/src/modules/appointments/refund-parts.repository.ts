import type { RefundPartState } from '@navalha/core/domain/payments/unfinished-refund';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';

/**
 * The payments of a booking that brought money in (COMPLETED, or REFUNDED since), as the
 * booking's lifecycle reads them to see a refund broken off between two parts (decision 029):
 * a read of payments only, in the order a refund spreads over them, the deposit first.
 */
export class RefundPartsRepository {
  constructor(private readonly db: Db) {}

  async findStates(appointmentId: string): Promise<RefundPartState[]> {
    return this.db
      .select({
        status: payments.status,
        refundedAmountCents: payments.refundedAmountCents,
        refundReason: payments.refundReason,
      })
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          inArray(payments.status, ['COMPLETED', 'REFUNDED']),
        ),
      )
      .orderBy(
        sql`case ${payments.purpose} when 'DEPOSIT' then 0 when 'BOOKING' then 1 else 2 end`,
        asc(payments.paidAt),
        asc(payments.createdAt),
      );
  }
}
