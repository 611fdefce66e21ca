import { useSearchParams } from 'react-router';
import { useAppointmentOrLeave } from '../../features/appointments/hooks/use-appointment-or-leave';
import type { LeaveMessages } from '../../features/appointments/hooks/use-appointment-or-leave';
import { PaymentResultSkeleton } from '../../features/payments/components/payment-result';
import { PaymentSuccess } from '../../features/payments/components/payment-success';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const leaveMessages: LeaveMessages = {
  invalidId: 'ID do agendamento não encontrado',
  failed: (error) => error.message || 'Erro ao buscar agendamento',
};

/** /payment/success?appointmentId= (CLIENT): the paid booking and what comes next. */
export function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const query = useAppointmentOrLeave(params.get('appointmentId') ?? undefined, leaveMessages);
  return (
    <>
      <PageHeader title="Pagamento" backTo="/" />
      <PageContent>
        {query?.data ? (
          <PaymentSuccess appointment={query.data} />
        ) : (
          <PaymentResultSkeleton rows={6} />
        )}
      </PageContent>
    </>
  );
}
