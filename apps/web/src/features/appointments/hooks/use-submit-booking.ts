import type { Appointment } from '@navalha/core/contracts/appointments';
import { orderTotalsSchema } from '@navalha/core/contracts/appointments';
import { errorMessages } from '@navalha/core/contracts/errors';
import { shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { useRef, useState } from 'react';
import { clearBookingDraft } from '../../../lib/booking-draft';
import type { FinalBookingData } from '../../../lib/booking-draft';
import { isApiError } from '../../../lib/api-error';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { useCreateAppointment } from '../api/create-appointment';
import { isMethodAvailable } from '../payment-options';

export const bookingMessages = {
  cashBooked: 'Agendamento realizado com sucesso! Pagamento será feito na barbearia.',
  confirmFailed: 'Erro ao confirmar agendamento',
  unsupportedMethod: errorMessages.unsupportedPaymentMethod,
  inPast: errorMessages.bookingInPast,
} as const;

/** Why a booking did not go through, as the payment screen shows it. */
export type BookingProblem =
  /** The time was taken or cannot be booked: choose another one. */
  | { kind: 'choose-another-time'; message: string }
  /** The server priced it differently: show its figures and let the client confirm again. */
  | { kind: 'price-changed'; message: string; totals: OrderTotals }
  /** Anything else: the words to show. */
  | { kind: 'failed'; message: string; description?: string };

export type BookingResult =
  { ok: true; appointment: Appointment } | { ok: false; problem: BookingProblem };

/** Refusals that the client fixes by picking another date or time. */
const timeCodes = new Set([
  'SLOT_UNAVAILABLE',
  'BOOKING_IN_PAST',
  'TOO_SOON',
  'NOT_A_SLOT',
  'OUTSIDE_WORKING_HOURS',
]);

function toProblem(error: unknown): BookingProblem {
  if (!isApiError(error)) return { kind: 'failed', message: bookingMessages.confirmFailed };
  if (timeCodes.has(error.code)) return { kind: 'choose-another-time', message: error.message };
  if (error.code === 'PRICE_CHANGED') {
    const details = orderTotalsSchema.safeParse(error.details);
    if (details.success)
      return { kind: 'price-changed', message: error.message, totals: details.data };
  }
  // Validation and business refusals carry a pt-BR message meant for the user (spec §5, §8).
  if (error.status >= 400 && error.status < 500 && error.status !== 401) {
    return { kind: 'failed', message: error.message };
  }
  return {
    kind: 'failed',
    message: bookingMessages.confirmFailed,
    description: getErrorToastMessage(error),
  };
}

/** Whether the chosen shop-local date and time are still ahead of `now` on this device's clock. */
export function isBookingInFuture(booking: FinalBookingData, now: Date = new Date()): boolean {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return shopLocalToUtc(booking.selectedDate, booking.selectedTime, zone).getTime() > now.getTime();
}

export interface SubmitInput {
  booking: FinalBookingData;
  method: PaymentMethod;
  total: OrderTotals['total'];
  promotionCode: string | null;
  notes: string | null;
}

/**
 * The final step of the booking, by payment method (spec §4 "Booking flow by method"). One
 * submission at a time: a second tap while the first is on its way does nothing.
 *
 * - CASH: POST /appointments, then the draft is cleared (exactly the keys of spec §9).
 * - PIX, credit and debit card: the payments issue fills these branches (create the booking,
 *   then the payment preference or the card page); until then they are not offered.
 */
export function useSubmitBooking() {
  const create = useCreateAppointment();
  const inFlight = useRef(false);
  const [processing, setProcessing] = useState(false);

  async function bookCash({
    booking,
    total,
    promotionCode,
    notes,
  }: SubmitInput): Promise<BookingResult> {
    try {
      const appointment = await create.mutateAsync({
        serviceIds: booking.selectedServices.map((service) => service.id),
        barberIds: booking.selectedBarbers,
        scheduledDate: booking.selectedDate,
        scheduledTime: booking.selectedTime,
        paymentMethod: 'CASH',
        totalPrice: total,
        promotionCode,
        notes,
      });
      clearBookingDraft();
      return { ok: true, appointment };
    } catch (error) {
      return { ok: false, problem: toProblem(error) };
    }
  }

  async function submit(input: SubmitInput): Promise<BookingResult> {
    if (!isBookingInFuture(input.booking)) {
      return {
        ok: false,
        problem: { kind: 'choose-another-time', message: bookingMessages.inPast },
      };
    }
    if (!isMethodAvailable(input.method)) {
      return { ok: false, problem: { kind: 'failed', message: bookingMessages.unsupportedMethod } };
    }
    switch (input.method) {
      case 'CASH':
        return bookCash(input);
      case 'PIX':
      case 'CREDIT_CARD':
      case 'DEBIT_CARD':
      case 'WALLET':
        return {
          ok: false,
          problem: { kind: 'failed', message: bookingMessages.unsupportedMethod },
        };
    }
  }

  async function run(input: SubmitInput): Promise<BookingResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setProcessing(true);
    const result = await submit(input);
    // After a booking the page moves on: stay blocked until it does.
    if (!result.ok) {
      inFlight.current = false;
      setProcessing(false);
    }
    return result;
  }

  return { submit: run, processing };
}
