import { useSearchParams } from 'react-router';
import { AppointmentSummaryCard } from '../../features/appointments/components/appointment-summary-card';
import { useAppointmentOrLeave } from '../../features/appointments/hooks/use-appointment-or-leave';
import type { LeaveMessages } from '../../features/appointments/hooks/use-appointment-or-leave';
import { PaymentPending } from '../../features/payments/components/payment-pending';
import { PaymentResultSkeleton } from '../../features/payments/components/payment-result';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const leaveMessages: LeaveMessages = {
  invalidId: 'ID do agendamento não encontrado',
  failed: (error) => error.message || 'Erro ao buscar agendamento',
};

/** /payment/pending?appointmentId= (CLIENT): a payment on its way, checked every 5 s. */
export function PaymentPendingRoute() {
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId') ?? undefined;
  const query = useAppointmentOrLeave(appointmentId, leaveMessages);
  const appointment = query?.data;
  return (
    <>
      <PageHeader title="Pagamento pendente" backTo="/mybookings" />
      <PageContent>
        {appointment ? (
          <PaymentPending
            appointmentId={appointment.id}
            details={<AppointmentSummaryCard appointment={appointment} />}
          />
        ) : (
          <PaymentResultSkeleton rows={5} />
        )}
      </PageContent>
    </>
  );
}
