import { ConfirmOrder } from '../../features/appointments/components/confirm-order';
import { VisitorConfirm } from '../../features/appointments/components/visitor-confirm';
import { useFinalBookingData } from '../../features/appointments/hooks/use-final-booking-data';
import { useVisitorShop } from '../../shared/visitor-booking/visitor-shop';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * /confirm (CLIENT): step 5 of the booking, the order before payment. A visitor from a shop's
 * public page sees their order and signs in or up here (decision 034).
 */
export function ConfirmRoute() {
  const { booking, pending } = useFinalBookingData();
  const visitor = useVisitorShop();
  return (
    <>
      <PageHeader title="Confirmar pedido" fallbackBackTo="/calendar" />
      <PageContent className={actionFooterPadding}>
        {booking && visitor !== null ? (
          <VisitorConfirm booking={booking} slug={visitor} saved={pending} />
        ) : null}
        {booking && visitor === null ? <ConfirmOrder booking={booking} saved={pending} /> : null}
      </PageContent>
    </>
  );
}
