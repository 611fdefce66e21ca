import { DEFAULT_CANCELLATION_REASON } from '@navalha/core/domain/payments/gateway-status';
import type { Db } from '../../db/client.js';
import { PaymentsRepository } from './payments.repository.js';
import { ownPaymentReasons } from './payment-reasons.js';

/**
 * An account's deletion (decision 006), in its transaction: the free text of the person's
 * payments goes; a failure reason they typed becomes the neutral default. Amounts stay.
 */
export async function scrubClientPaymentText(tx: Db, clientId: string): Promise<void> {
  await new PaymentsRepository(tx).scrubClientFreeText(
    clientId,
    ownPaymentReasons,
    DEFAULT_CANCELLATION_REASON,
  );
}
