import type { Appointment } from '@navalha/core/contracts/appointments';
import { orderTotalsSchema } from '@navalha/core/contracts/appointments';
import { errorMessages } from '@navalha/core/contracts/errors';
import { shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { ShopClock } from '@navalha/core/domain/schedule/bookable-times';
import { useRef, useState } from 'react';
import { clearBookingDraft } from '../../../shared/booking-draft/booking-draft';
import type { FinalBookingData } from '../../../shared/booking-draft/booking-draft';
import { isApiError } from '../../../lib/api-error';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { getShopClock } from '../../../shared/shop-clock/shop-clock';
import { useCreateAppointment } from '../api/create-appointment';
import { isMethodAvailable } from '../payment-options';

export const bookingMessages = {
  cashBooked: 'Agendamento realizado com sucesso! Pagamento será feito na barbearia.',
  depositNext: 'Horário reservado! Pague o sinal para confirmar o agendamento.',
  confirmFailed: 'Erro ao confirmar agendamento',
  unsupportedMethod: errorMessages.unsupportedPaymentMethod,
  inPast: errorMessages.bookingInPast,
  alreadyBooked: 'Seu horário já está reservado. Conclua o pagamento para garanti-lo.',
  bookedUnpaid: 'Seu horário está reservado. Toque em Pagar para tentar de novo.',
} as const;

/** Whether the payment step went on its way (the page is leaving), or what went wrong. */
export type StartPaymentResult = { ok: true } | { ok: false; message: string };

/**
 * The payment step the /payment route plugs in (the payments feature's): given the booking just
 * created, it takes the client to pay by `method` (hosted checkout, card page).
 */
export type StartPayment = (
  appointment: Appointment,
  method: PaymentMethod,
) => Promise<StartPaymentResult>;

/** Why a booking did not go through, as the payment screen shows it. */
export type BookingProblem =
  /** The time was taken or cannot be booked: choose another one. */
  | { kind: 'choose-another-time'; message: string }
  /** The server priced it differently: show its figures and let the client confirm again. */
  | { kind: 'price-changed'; message: string; totals: OrderTotals }
  /** The booking exists but its payment could not start: toast why, the next tap retries it. */
  | { kind: 'payment-failed'; message: string }
  /** Anything else: the words to show. */
  | { kind: 'failed'; message: string; description?: string };

export type BookingResult =
  | {
      ok: true;
      appointment: Appointment;
      /** 'booked': cash, the booking is done; 'paying': the payment step took over. */
      step: 'booked' | 'paying';
    }
  | { ok: false; problem: BookingProblem };

/** Refusals that the client fixes by picking another date or time. */
const timeCodes = new Set([
  'SLOT_UNAVAILABLE',
  // The client already has a booking at that time (with another barber).
  'CLIENT_DOUBLE_BOOKED',
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

/**
 * Whether the chosen date and time, shop-local, are still ahead of now. Read in the shop's zone,
 * never the device's: 14:00 in São Paulo is still ahead at 10:00 there, though a phone in Tokyo
 * reads 22:00.
 */
export function isBookingInFuture(
  booking: FinalBookingData,
  { now, timeZone }: ShopClock = getShopClock(),
): boolean {
  return (
    shopLocalToUtc(booking.selectedDate, booking.selectedTime, timeZone).getTime() > now.getTime()
  );
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
 * - PIX, credit and debit card, wallet: POST /appointments, then `startPayment` (hosted
 *   checkout, card page, the wallet's debit). The booking is remembered: when its payment fails to start, the next tap retries
 *   the payment alone instead of booking the same time twice.
 */
export function useSubmitBooking({ startPayment }: { startPayment?: StartPayment } = {}) {
  const create = useCreateAppointment();
  const inFlight = useRef(false);
  const booked = useRef<Appointment | null>(null);
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
      return { ok: true, appointment, step: 'booked' };
    } catch (error) {
      return { ok: false, problem: toProblem(error) };
    }
  }

  async function pay(
    appointment: Appointment,
    method: PaymentMethod,
    start: StartPayment,
  ): Promise<BookingResult> {
    const started = await start(appointment, method);
    if (started.ok) return { ok: true, appointment, step: 'paying' };
    return { ok: false, problem: { kind: 'payment-failed', message: started.message } };
  }

  async function bookAndPay(
    { booking, method, total, promotionCode, notes }: SubmitInput,
    startPayment: StartPayment,
  ): Promise<BookingResult> {
    let appointment: Appointment;
    try {
      appointment = await create.mutateAsync({
        serviceIds: booking.selectedServices.map((service) => service.id),
        barberIds: booking.selectedBarbers,
        scheduledDate: booking.selectedDate,
        scheduledTime: booking.selectedTime,
        paymentMethod: method,
        totalPrice: total,
        promotionCode,
        notes,
      });
    } catch (error) {
      return { ok: false, problem: toProblem(error) };
    }
    booked.current = appointment;
    return pay(appointment, method, startPayment);
  }

  async function submit(input: SubmitInput): Promise<BookingResult> {
    const existing = booked.current;
    if (existing) {
      // Booked already: only its payment is left, and cash cannot take over a paid-now booking.
      if (input.method === 'CASH' || !startPayment) {
        return { ok: false, problem: { kind: 'failed', message: bookingMessages.alreadyBooked } };
      }
      return pay(existing, input.method, startPayment);
    }
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
        if (startPayment) return bookAndPay(input, startPayment);
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
