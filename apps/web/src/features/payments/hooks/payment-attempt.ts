import type { Appointment } from '@navalha/core/contracts/appointments';
import { useRef } from 'react';
import type { PendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import { isApiError } from '../../../lib/api-error';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { describeAppointment, getAppointmentAmount } from '../booking-figures';

/**
 * One `Idempotency-Key` per attempt (booking, method, amount) until the server answers: a retry
 * after a lost answer gets what the server already made. `done` forgets an answered attempt.
 */
export function useAttemptKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(attempt: string): string {
      let key = keys.current.get(attempt);
      if (!key) {
        key = createIdempotencyKey();
        keys.current.set(attempt, key);
      }
      return key;
    },
    done(attempt: string): void {
      keys.current.delete(attempt);
    },
  };
}

/** A refusal the server words for the client (already paid, no longer payable), or null. */
export function clientRefusalOf(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : null;
}

/** What the card page charges for a booking paid by card. */
export function pendingCardPaymentOf(
  appointment: Appointment,
  method: 'CREDIT_CARD' | 'DEBIT_CARD',
): PendingCardPayment {
  return {
    appointmentId: appointment.id,
    amount: getAppointmentAmount(appointment, method),
    method,
    description: describeAppointment(appointment),
  };
}
