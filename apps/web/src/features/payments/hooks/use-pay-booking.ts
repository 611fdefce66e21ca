import type { Appointment } from '@navalha/core/contracts/appointments';
import { useNavigate } from 'react-router';
import {
  savePendingCardPayment,
  savePixPaymentData,
} from '../../../shared/booking-draft/booking-draft';
import { createPixPayment } from '../api/create-pix-payment';
import { describeAppointment, getAppointmentAmount } from '../booking-figures';
import { paymentMessages } from '../payment-messages';
import { clientRefusalOf, pendingCardPaymentOf, useAttemptKeys } from './payment-attempt';
import type { CardPageState, StartPaymentResult } from './use-start-booking-payment';

/**
 * Paying a booking that already exists again (issue 18 §3, decision 025): the same booking, by
 * PIX (a code on the PIX page) or a card (the card page), at the booking's total for that
 * method. The booking draft on the way is left alone. One `Idempotency-Key` per booking, method
 * and amount until the server answers: a retry after a lost answer gets the same code.
 */
export function usePayBooking() {
  const navigate = useNavigate();
  const { keyFor, done } = useAttemptKeys();

  async function payByPix(appointment: Appointment): Promise<StartPaymentResult> {
    const amount = getAppointmentAmount(appointment, 'PIX');
    const attempt = `${appointment.id}:PIX:${amount}`;
    try {
      const pix = await createPixPayment(
        { appointmentId: appointment.id, amount, description: describeAppointment(appointment) },
        keyFor(attempt),
      );
      done(attempt);
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
      return { ok: false, message: clientRefusalOf(error) ?? paymentMessages.retryFailed };
    }
  }

  function openCardPage(
    appointment: Appointment,
    method: 'CREDIT_CARD' | 'DEBIT_CARD',
  ): StartPaymentResult {
    const pendingCardPayment = pendingCardPaymentOf(appointment, method);
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
