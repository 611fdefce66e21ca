import type { PaymentGatewayName } from '@navalha/core/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentEvents } from '../../db/schema/payment-events.js';
import type { PaymentEventRow } from '../../db/schema/payment-events.js';

/** The gateways' notifications we received, each recorded once by its event id; Drizzle only. */
export class PaymentEventsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records a gateway notification by its event id. `fresh` is false for one seen before; its
   * row says whether it was processed.
   */
  async recordEvent(values: {
    gateway: PaymentGatewayName;
    eventId: string;
    type: string;
    gatewayPaymentId: string | null;
  }): Promise<{ event: PaymentEventRow; fresh: boolean }> {
    const [inserted] = await this.db
      .insert(paymentEvents)
      .values(values)
      .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.eventId] })
      .returning();
    if (inserted) return { event: inserted, fresh: true };
    const [existing] = await this.db
      .select()
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.gateway, values.gateway), eq(paymentEvents.eventId, values.eventId)),
      )
      .limit(1);
    if (!existing) throw new Error('payment event vanished');
    return { event: existing, fresh: false };
  }

  async markEventProcessed(id: string, now: Date): Promise<void> {
    await this.db.update(paymentEvents).set({ processedAt: now }).where(eq(paymentEvents.id, id));
  }
}
