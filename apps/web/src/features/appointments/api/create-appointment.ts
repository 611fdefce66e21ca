import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/** The booking flow's order, in code's units (centavos). */
export interface NewBooking {
  serviceIds: string[];
  barberIds: string[];
  /** Shop-local 'YYYY-MM-DD' and 'HH:MM'. */
  scheduledDate: string;
  scheduledTime: string;
  paymentMethod: PaymentMethod;
  /** The total shown for that method; the server recomputes it and answers 409 if it differs. */
  totalPrice: Cents;
  promotionCode?: string | null;
  notes?: string | null;
}

/**
 * POST /appointments with the booking flow's body (spec §7). Silent: the payment screen
 * handles each refusal (slot taken, price changed, time in the past) on the page.
 */
export function createAppointment(booking: NewBooking): Promise<Appointment> {
  const { promotionCode, notes, totalPrice, ...rest } = booking;
  return apiRequest('/appointments', {
    method: 'POST',
    body: {
      ...rest,
      totalPrice: fromCents(totalPrice),
      ...(promotionCode ? { promotionCode } : {}),
      ...(notes ? { notes } : {}),
    },
    schema: appointmentSchema,
    silent: true,
  });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}
