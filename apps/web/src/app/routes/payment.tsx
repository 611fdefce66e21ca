import { PaymentCheckout } from '../../features/appointments/components/payment-checkout';
import { useFinalBookingData } from '../../features/appointments/hooks/use-final-booking-data';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /payment (CLIENT): step 6 of the booking, how to pay and the button that books. */
export function PaymentRoute() {
  const { booking, pending } = useFinalBookingData();
  return (
    <>
      <PageHeader title="Pagamento" fallbackBackTo="/confirm" />
      <PageContent className={actionFooterPadding}>
        {booking ? <PaymentCheckout booking={booking} pending={pending} /> : null}
      </PageContent>
    </>
  );
}
