import type { Appointment } from '@navalha/core/contracts/appointments';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  savePendingCardPayment,
  savePixPaymentData,
} from '../../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import { isApiError } from '../../../lib/api-error';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { createPixPayment } from '../api/create-pix-payment';
import { describeAppointment, getAppointmentAmount } from '../booking-figures';
import { paymentMessages } from '../payment-messages';
import type { CardPageState, StartPaymentResult } from './use-start-booking-payment';

/**
 * Paying a booking that already exists again (issue 18 §3, decision 025): the same booking, by
 * PIX (a code on the PIX page) or a card (the card page), at the booking's total for that
 * method. The booking draft on the way is left alone. One `Idempotency-Key` per booking, method
 * and amount until the server answers: a retry after a lost answer gets the same code.
 */
export function usePayBooking() {
  const navigate = useNavigate();
  const keys = useRef(new Map<string, string>());

  function keyFor(attempt: string): string {
    let key = keys.current.get(attempt);
    if (!key) {
      key = createIdempotencyKey();
      keys.current.set(attempt, key);
    }
    return key;
  }

  async function payByPix(appointment: Appointment): Promise<StartPaymentResult> {
    const amount = getAppointmentAmount(appointment, 'PIX');
    const attempt = `${appointment.id}:PIX:${amount}`;
    try {
      const pix = await createPixPayment(
        { appointmentId: appointment.id, amount, description: describeAppointment(appointment) },
        keyFor(attempt),
      );
      keys.current.delete(attempt);
      savePixPaymentData({
        appointmentId: appointment.id,
        paymentId: pix.id,
        qrCode: pix.qrCode,
        qrCodeBase64: pix.qrCodeBase64,
        amount: pix.amount,
      });
      void navigate(`/payment/pix/${appointment.id}`);
      return { ok: true };
    } catch (error) {
      const reason =
        isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : null;
      return { ok: false, message: reason ?? paymentMessages.retryFailed };
    }
  }

  function openCardPage(
    appointment: Appointment,
    method: 'CREDIT_CARD' | 'DEBIT_CARD',
  ): StartPaymentResult {
    const pendingCardPayment: PendingCardPayment = {
      appointmentId: appointment.id,
      amount: getAppointmentAmount(appointment, method),
      method,
      description: describeAppointment(appointment),
    };
    savePendingCardPayment(pendingCardPayment);
    const state: CardPageState = { pendingCardPayment };
    void navigate(`/payment/card/${appointment.id}`, { state });
    return { ok: true };
  }

  return function payBooking(
    appointment: Appointment,
    method: 'PIX' | 'CREDIT_CARD' | 'DEBIT_CARD',
  ): Promise<StartPaymentResult> {
    return method === 'PIX'
      ? payByPix(appointment)
      : Promise.resolve(openCardPage(appointment, method));
  };
}
