import { errorMessages } from '@navalha/core/contracts/errors';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  readFinalBookingData,
  readPendingBookingData,
} from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';

export const INCOMPLETE_BOOKING = errorMessages.bookingIncomplete;

/**
 * The booking put together in the earlier steps, read once when the page opens. Without it
 * (storage cleared, a link opened cold) the page says 'Dados incompletos para o agendamento'
 * and goes back to /services.
 */
export function useFinalBookingData() {
  const navigate = useNavigate();
  const [draft] = useState(() => ({
    booking: readFinalBookingData(),
    pending: readPendingBookingData(),
  }));

  useEffect(() => {
    if (draft.booking) return;
    toast.error(INCOMPLETE_BOOKING, { id: INCOMPLETE_BOOKING });
    void navigate('/services', { replace: true });
  }, [draft.booking, navigate]);

  return draft;
}
