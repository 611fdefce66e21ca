import { Link, useParams } from 'react-router';
import { AppointmentActions } from '../../features/appointments/components/appointment-actions';
import { AppointmentSummarySkeleton } from '../../features/appointments/components/appointment-load-state';
import { AppointmentSummaryCard } from '../../features/appointments/components/appointment-summary-card';
import { useAppointmentOrLeave } from '../../features/appointments/hooks/use-appointment-or-leave';
import type { LeaveMessages } from '../../features/appointments/hooks/use-appointment-or-leave';
import { buttonStyles } from '../../components/ui/button';
import { isApiError } from '../../lib/api-error';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const leaveMessages: LeaveMessages = {
  invalidId: 'ID do agendamento não encontrado',
  // Spec §8: the server's message when it sent one, else 'Erro ao buscar agendamento'.
  failed: (error) =>
    isApiError(error) && error.status >= 400 && error.status < 500
      ? error.message
      : 'Erro ao buscar agendamento',
};

/** /appointment/{id} (CLIENT): a booking opened from the home page, with what can be done. */
export function AppointmentRoute() {
  const { id } = useParams();
  const query = useAppointmentOrLeave(id, leaveMessages);
  const appointment = query?.data;

  return (
    <>
      <PageHeader title="Agendamento" fallbackBackTo="/" />
      <PageContent className="flex flex-col gap-4">
        {appointment ? (
          <>
            <AppointmentSummaryCard appointment={appointment} />
            <Link
              to={`/detailsorder/${appointment.id}`}
              className={buttonStyles({ variant: 'ghost', fullWidth: true })}
            >
              Ver detalhes do pedido
            </Link>
            <AppointmentActions appointment={appointment} />
          </>
        ) : (
          <AppointmentSummarySkeleton />
        )}
      </PageContent>
    </>
  );
}
