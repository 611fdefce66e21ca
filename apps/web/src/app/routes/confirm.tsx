import { ConfirmOrder } from '../../features/appointments/components/confirm-order';
import { useFinalBookingData } from '../../features/appointments/hooks/use-final-booking-data';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /confirm (CLIENT): step 5 of the booking, the order before payment. */
export function ConfirmRoute() {
  const { booking, pending } = useFinalBookingData();
  return (
    <>
      <PageHeader title="Confirmar pedido" fallbackBackTo="/calendar" />
      <PageContent className={actionFooterPadding}>
        {booking ? <ConfirmOrder booking={booking} saved={pending} /> : null}
      </PageContent>
    </>
  );
}
