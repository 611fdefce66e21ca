import { useState } from 'react';
import { useParams } from 'react-router';
import { CardPaymentForm } from '../../features/payments/components/card-payment-form';
import { SavedCardPayment } from '../../features/payments/components/saved-card-payment';
import { usePendingCardPayment } from '../../features/payments/hooks/use-pending-card-payment';
import { actionFooterPadding } from '../../components/ui/action-footer';
import type { PendingCardPayment } from '../../shared/booking-draft/booking-draft';
import { useSavedCards } from '../../shared/payments/saved-cards';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * /payment/card/{appointmentId} (CLIENT): pay the booking just made with a card: the wallet's
 * saved cards first (decision 034), else or on 'Usar outro cartão' the card form.
 */
export function PaymentCardRoute() {
  const { appointmentId } = useParams();
  const pending = usePendingCardPayment(appointmentId);
  return (
    <>
      <PageHeader title="Pagamento com cartão" fallbackBackTo="/mybookings" />
      <PageContent className={actionFooterPadding}>
        {pending ? <CardChoice pending={pending} /> : null}
      </PageContent>
    </>
  );
}

function CardChoice({ pending }: { pending: PendingCardPayment }) {
  const saved = useSavedCards(pending.method);
  const [newCard, setNewCard] = useState(false);
  // The form waits for the wallet's answer only briefly: a failed read offers the form.
  if (saved.isPending) return null;
  const cards = saved.data ?? [];
  if (newCard || cards.length === 0) return <CardPaymentForm pending={pending} />;
  return <SavedCardPayment pending={pending} cards={cards} onUseNewCard={() => setNewCard(true)} />;
}
