import { errorMessages } from '@navalha/core/contracts/errors';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { CHECKOUT_TAB_REDIRECT_MS } from '@navalha/core/domain/payments/checkout-redirect';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  clearBookingDraft,
  savePendingCardPayment,
} from '../../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';
import { createPreference } from '../api/create-preference';
import { describeAppointment, getAppointmentAmount } from '../booking-figures';
import { openCheckout } from '../external-navigation';
import { clientRefusalOf, pendingCardPaymentOf, useAttemptKeys } from './payment-attempt';

/** The texts of paying a new booking (spec §4 "Booking flow by method", §8 "Booking"). */
export const checkoutMessages = {
  redirecting: 'Redirecionando para pagamento...',
  missingUrl: 'Erro: Link de pagamento não foi gerado. Tente novamente.',
  createFailed: 'Erro ao criar pagamento. Tente novamente.',
  processFailed: 'Erro ao processar pagamento. Tente novamente.',
} as const;

/** Whether the payment step went on its way (the page is leaving), or why not. */
export type StartPaymentResult = { ok: true } | { ok: false; message: string };

/** How the card page learns what to charge when storage is unavailable. */
export interface CardPageState {
  pendingCardPayment: PendingCardPayment;
}

/**
 * The payment step of a booking just created on /payment (spec §4):
 * - PIX: a hosted checkout (`create-preference`). With its `paymentUrl` the draft is cleared,
 *   'Redirecionando para pagamento...' shows, and phones go there in the same window; elsewhere a
 *   new tab opens and, 1 s later, this one moves to the booking's confirmation (a blocked tab
 *   falls back to the same window). No URL: 'Erro: Link de pagamento não foi gerado. Tente
 *   novamente.'
 * - Credit or debit card: the draft is cleared, the pending card payment saved, and the card
 *   page opens.
 *
 * One `Idempotency-Key` per booking and method until it succeeds: a retry after a lost answer
 * gets the checkout the server already made instead of a second one.
 */
export function useStartBookingPayment() {
  const navigate = useNavigate();
  const { keyFor, done } = useAttemptKeys();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function startCheckout(appointment: Appointment): Promise<StartPaymentResult> {
    const amount = getAppointmentAmount(appointment, 'PIX');
    const attempt = `${appointment.id}:PIX:${amount}`;
    let paymentUrl: string;
    try {
      const preference = await createPreference(
        {
          appointmentId: appointment.id,
          amount,
          method: 'PIX',
          description: describeAppointment(appointment),
        },
        keyFor(attempt),
      );
      paymentUrl = preference.paymentUrl;
    } catch (error) {
      return { ok: false, message: clientRefusalOf(error) ?? checkoutMessages.createFailed };
    }
    if (!paymentUrl) return { ok: false, message: checkoutMessages.missingUrl };
    done(attempt);

    clearBookingDraft();
    toast.info(checkoutMessages.redirecting);
    if (openCheckout(paymentUrl) === 'same-window') return { ok: true };
    redirect.current = setTimeout(() => {
      void navigate(`/booking-confirmation/${appointment.id}`, { replace: true });
    }, CHECKOUT_TAB_REDIRECT_MS);
    return { ok: true };
  }

  function openCardPage(
    appointment: Appointment,
    method: 'CREDIT_CARD' | 'DEBIT_CARD',
  ): StartPaymentResult {
    const pendingCardPayment = pendingCardPaymentOf(appointment, method);
    clearBookingDraft();
    // Also in the navigation's state, for a browser whose storage is off.
    savePendingCardPayment(pendingCardPayment);
    const state: CardPageState = { pendingCardPayment };
    void navigate(`/payment/card/${appointment.id}`, { replace: true, state });
    return { ok: true };
  }

  return async function startBookingPayment(
    appointment: Appointment,
    method: PaymentMethod,
  ): Promise<StartPaymentResult> {
    try {
      switch (method) {
        case 'PIX':
          return await startCheckout(appointment);
        case 'CREDIT_CARD':
        case 'DEBIT_CARD':
          return openCardPage(appointment, method);
        default:
          return { ok: false, message: errorMessages.unsupportedPaymentMethod };
      }
    } catch {
      return { ok: false, message: checkoutMessages.processFailed };
    }
  };
}
