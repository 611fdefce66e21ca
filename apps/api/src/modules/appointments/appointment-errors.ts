import { errorMessages, tooManyUnpaidBookingsMessage } from '@navalha/core/contracts/errors';
import type { SlotUnavailableReason } from '@navalha/core/domain/schedule/slots';
import { AppError, notFound } from '../../errors/app-error.js';

// The refusals of booking, with their codes and pt-BR messages.

export const appointmentNotFound = () => notFound(errorMessages.appointmentNotFound);
export const slotUnavailable = () =>
  new AppError(409, 'SLOT_UNAVAILABLE', errorMessages.slotUnavailable);
export const invalidPromoCode = () =>
  new AppError(400, 'INVALID_PROMO_CODE', errorMessages.invalidPromoCode, 'promotionCode');
export const clientDoubleBooked = () =>
  new AppError(409, 'CLIENT_DOUBLE_BOOKED', errorMessages.clientDoubleBooked, 'scheduledTime');
export const tooManyUnpaidBookings = (limit: number) =>
  new AppError(409, 'TOO_MANY_UNPAID_BOOKINGS', tooManyUnpaidBookingsMessage(limit));
export const promoCodeClientLimitReached = () =>
  new AppError(400, 'INVALID_PROMO_CODE', errorMessages.promoCodeClientLimit, 'promotionCode');
export const bookingInPast = () =>
  new AppError(400, 'BOOKING_IN_PAST', errorMessages.bookingInPast, 'scheduledTime');

/** Why a time cannot be booked, as the answer the client gets. */
export function slotError(reason: SlotUnavailableReason): AppError {
  switch (reason) {
    case 'PAST':
      return bookingInPast();
    case 'BUSY':
      return slotUnavailable();
    case 'TOO_SOON':
      return new AppError(409, 'TOO_SOON', errorMessages.tooSoon, 'scheduledTime');
    case 'NOT_A_SLOT':
      return new AppError(409, 'NOT_A_SLOT', errorMessages.notASlot, 'scheduledTime');
    case 'OUTSIDE_WORKING_HOURS':
      return new AppError(
        409,
        'OUTSIDE_WORKING_HOURS',
        errorMessages.outsideWorkingHours,
        'scheduledTime',
      );
  }
}

/**
 * Across several barbers the time failed for each; the answer names the reason closest to
 * bookable: taken (someone could do it) before too soon, before off the grid, before outside
 * everyone's hours.
 */
export const reasonOrder: readonly SlotUnavailableReason[] = [
  'PAST',
  'BUSY',
  'TOO_SOON',
  'NOT_A_SLOT',
  'OUTSIDE_WORKING_HOURS',
];

/** The desk cannot confirm a booking that owes its deposit (decision 029). */
export function depositAwaited(): { ok: false; message: string } {
  return {
    ok: false,
    message:
      'Este agendamento aguarda o sinal do cliente: ele se confirma quando o sinal for pago.',
  };
}
