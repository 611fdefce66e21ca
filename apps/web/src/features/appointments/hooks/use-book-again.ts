import type { Appointment } from '@navalha/core/contracts/appointments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { startBookingAgain } from '../../../shared/booking-draft/book-again';
import { servicesForSelectionQueryOptions } from '../../../shared/catalog/get-services-for-selection';

export const bookAgainMessages = {
  unavailable: 'Estes serviços não estão mais disponíveis.',
  failed: 'Não foi possível agendar de novo. Tente novamente.',
} as const;

/**
 * 'Agendar de novo' (issue 18 §4): the same services and barber, at today's prices, straight to
 * the calendar to choose the day and time.
 */
export function useBookAgain() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  async function bookAgain(appointment: Pick<Appointment, 'services' | 'barber' | 'barberShopId'>) {
    setPending(true);
    try {
      // Today's prices at the booking's own shop, wherever the client is now (decision 046).
      const catalog = await queryClient.fetchQuery(
        servicesForSelectionQueryOptions(appointment.barberShopId),
      );
      if (startBookingAgain(appointment, catalog)) await navigate('/calendar');
      else toast.error(bookAgainMessages.unavailable);
    } catch {
      toast.error(bookAgainMessages.failed);
    } finally {
      setPending(false);
    }
  }

  return { bookAgain, isPending };
}
