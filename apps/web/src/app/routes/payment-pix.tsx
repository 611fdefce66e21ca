import { useParams } from 'react-router';
import { useAppointmentOrLeave } from '../../features/appointments/hooks/use-appointment-or-leave';
import type { LeaveMessages } from '../../features/appointments/hooks/use-appointment-or-leave';
import {
  PixPaymentScreen,
  PixPaymentSkeleton,
} from '../../features/payments/components/pix-payment-screen';
import { actionFooterPadding } from '../../components/ui/action-footer';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const leaveMessages: LeaveMessages = {
  invalidId: 'ID do agendamento não encontrado',
  failed: () => 'Dados de pagamento não encontrados',
};

/** /payment/pix/{appointmentId} (CLIENT): pay a booking with a PIX code and watch it clear. */
export function PaymentPixRoute() {
  const { appointmentId } = useParams();
  const query = useAppointmentOrLeave(appointmentId, leaveMessages);
  return (
    <>
      <PageHeader title="Pagamento PIX" fallbackBackTo="/mybookings" />
      <PageContent className={actionFooterPadding}>
        {query?.data ? <PixPaymentScreen appointment={query.data} /> : <PixPaymentSkeleton />}
      </PageContent>
    </>
  );
}
