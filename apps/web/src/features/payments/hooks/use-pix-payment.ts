import type { Appointment } from '@navalha/core/contracts/appointments';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { Payment } from '@navalha/core/contracts/payments';
import type { Cents } from '@navalha/core/domain/money';
import { useEffect, useRef, useState } from 'react';
import {
  readPixPaymentData,
  savePixPaymentData,
} from '../../../shared/booking-draft/booking-draft';
import { isApiError } from '../../../lib/api-error';
import { createPixPayment } from '../api/create-pix-payment';
import { getAppointmentPayment } from '../api/get-appointment-payment';
import { describeAppointment, getAppointmentAmount } from '../booking-figures';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { paymentMessages } from '../payment-messages';
import { getSandboxBankUrl } from '../sandbox-bank';
import { getRepricedTotal } from '../server-total';

/** A PIX code being paid, as the page shows it. */
export interface PixCharge {
  paymentId: string;
  qrCode: string | null;
  qrCodeBase64: string | null;
  amount: Cents;
  /** The sandbox's bank page for this code, or null. */
  bankUrl: string | null;
}

export type PixPaymentState =
  | { kind: 'loading' }
  | { kind: 'ready'; charge: PixCharge }
  /** Nothing to pay here: say why and go to `to`. */
  | { kind: 'leave'; message: string; tone: 'success' | 'error'; to: string };

/** An open code is reused only while it has this long left; a fresh one is made otherwise. */
const REUSE_MARGIN_MS = 60_000;

function toCharge(payment: Payment): PixCharge {
  return {
    paymentId: payment.id,
    qrCode: payment.qrCode ?? payment.qrCodeData,
    qrCodeBase64: payment.qrCodeBase64,
    amount: payment.amount,
    bankUrl: getSandboxBankUrl(payment),
  };
}

function isOpenPix(payment: Payment | null, now: number): payment is Payment {
  return (
    payment !== null &&
    payment.flow === 'pix' &&
    payment.status === 'PENDING' &&
    Boolean(payment.qrCode ?? payment.qrCodeData) &&
    (payment.expiresAt === null || payment.expiresAt.getTime() - now > REUSE_MARGIN_MS)
  );
}

/** The booking's open PIX code, or a new one; `fresh` skips the open one (a renewal). */
async function loadOrCreate(
  appointment: Appointment,
  key: string,
  fresh: boolean,
): Promise<Payment> {
  if (!fresh) {
    const latest = await getAppointmentPayment(appointment.id);
    // Paying the rest after a deposit: the deposit's COMPLETED payment does not pay it.
    const paysRest = latest?.purpose === 'DEPOSIT';
    if (latest?.status === 'COMPLETED' && !paysRest) return latest;
    if (isOpenPix(latest, Date.now())) return latest;
  }
  const order = {
    appointmentId: appointment.id,
    amount: getAppointmentAmount(appointment, 'PIX'),
    description: describeAppointment(appointment),
  };
  try {
    return await createPixPayment(order, key);
  } catch (error) {
    // The server priced the booking differently (another fee table): its total, once.
    const total = getRepricedTotal(error, order.amount);
    if (total === null) throw error;
    return createPixPayment({ ...order, amount: total }, key);
  }
}

/**
 * The PIX code of /payment/pix/{appointmentId} (spec §2, §4 "PIX page"): the booking's open
 * PIX code when it has one, otherwise a new one (`pix/create`, one `Idempotency-Key` per
 * attempt). The code is saved locally (spec §3 "PIX data") and is what the page falls back on
 * when the server cannot be reached; without either, 'Dados de pagamento não encontrados' and
 * home. A booking already paid, or no longer payable, goes to its confirmation.
 * `renew()` makes a new code (after a refusal or an expiry).
 */
export function usePixPayment(appointment: Appointment) {
  const [attempt, setAttempt] = useState(() => ({ key: createIdempotencyKey(), fresh: false }));
  const [settled, setSettled] = useState<{ attempt: typeof attempt; state: PixPaymentState }>();
  const state: PixPaymentState = settled?.attempt === attempt ? settled.state : { kind: 'loading' };
  // A refetched booking is the same booking: only its id and a new attempt start over.
  const latest = useRef(appointment);
  useEffect(() => {
    latest.current = appointment;
  });
  const appointmentId = appointment.id;

  useEffect(() => {
    let cancelled = false;
    const confirmation = `/booking-confirmation/${appointmentId}`;
    const setState = (next: PixPaymentState) => setSettled({ attempt, state: next });
    const run = loadOrCreate(latest.current, attempt.key, attempt.fresh);
    run.then(
      (payment) => {
        if (cancelled) return;
        if (payment.status === 'COMPLETED') {
          const message = errorMessages.alreadyPaid;
          setState({ kind: 'leave', message, tone: 'success', to: confirmation });
          return;
        }
        const charge = toCharge(payment);
        savePixPaymentData({
          appointmentId,
          paymentId: charge.paymentId,
          qrCode: charge.qrCode,
          qrCodeBase64: charge.qrCodeBase64,
          amount: charge.amount,
        });
        setState({ kind: 'ready', charge });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isApiError(error) && error.code === 'ALREADY_PAID') {
          setState({ kind: 'leave', message: error.message, tone: 'success', to: confirmation });
          return;
        }
        if (
          isApiError(error) &&
          (error.code === 'APPOINTMENT_NOT_PAYABLE' || error.code === 'PAYMENT_IN_PROGRESS')
        ) {
          setState({ kind: 'leave', message: error.message, tone: 'error', to: confirmation });
          return;
        }
        const saved = readPixPaymentData();
        if (saved?.appointmentId === appointmentId && !attempt.fresh) {
          setState({ kind: 'ready', charge: { ...saved, bankUrl: null } });
          return;
        }
        setState({ kind: 'leave', message: paymentMessages.missingData, tone: 'error', to: '/' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [appointmentId, attempt]);

  return {
    state,
    renew: () => setAttempt({ key: createIdempotencyKey(), fresh: true }),
  };
}
