import { useParams } from 'react-router';
import { CardPaymentForm } from '../../features/payments/components/card-payment-form';
import { usePendingCardPayment } from '../../features/payments/hooks/use-pending-card-payment';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /payment/card/{appointmentId} (CLIENT): pay the booking just made with a card. */
export function PaymentCardRoute() {
  const { appointmentId } = useParams();
  const pending = usePendingCardPayment(appointmentId);
  return (
    <>
      <PageHeader title="Pagamento com cartão" fallbackBackTo="/mybookings" />
      <PageContent className={actionFooterPadding}>
        {pending ? <CardPaymentForm pending={pending} /> : null}
      </PageContent>
    </>
  );
}
