import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readPendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import type { PendingCardPayment } from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';
import { paymentMessages } from '../payment-messages';
import type { CardPageState } from './use-start-booking-payment';

function fromState(state: unknown): PendingCardPayment | null {
  if (state === null || typeof state !== 'object' || !('pendingCardPayment' in state)) return null;
  return (state as CardPageState).pendingCardPayment;
}

/**
 * The card payment /payment/card/{appointmentId} is for (spec §3 "pending card payment"), read
 * once: from storage, else from the navigation that opened the page. Missing, or saved for
 * another booking: 'Dados de pagamento não encontrados' and home (spec §8).
 */
export function usePendingCardPayment(appointmentId: string | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending] = useState(() => {
    const saved = readPendingCardPayment() ?? fromState(location.state);
    return saved && saved.appointmentId === appointmentId ? saved : null;
  });

  useEffect(() => {
    if (pending) return;
    toast.error(paymentMessages.missingData, { id: paymentMessages.missingData });
    void navigate('/', { replace: true });
  }, [pending, navigate]);

  return pending;
}
