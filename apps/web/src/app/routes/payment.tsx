import { PaymentCheckout } from '../../features/appointments/components/payment-checkout';
import { useFinalBookingData } from '../../features/appointments/hooks/use-final-booking-data';
import { useStartBookingPayment } from '../../features/payments/hooks/use-start-booking-payment';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * /payment (CLIENT): step 6 of the booking, how to pay and the button that books; PIX and
 * cards then go on through the payments feature.
 */
export function PaymentRoute() {
  const { booking, pending } = useFinalBookingData();
  const startPayment = useStartBookingPayment();
  return (
    <>
      <PageHeader title="Pagamento" fallbackBackTo="/confirm" />
      <PageContent className={actionFooterPadding}>
        {booking ? (
          <PaymentCheckout booking={booking} pending={pending} startPayment={startPayment} />
        ) : null}
      </PageContent>
    </>
  );
}
