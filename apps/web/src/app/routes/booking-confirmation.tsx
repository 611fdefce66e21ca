import { useParams } from 'react-router';
import { WhatsappOptInOffer } from '../../features/account/components/whatsapp-opt-in-offer';
import { AppointmentSummarySkeleton } from '../../features/appointments/components/appointment-load-state';
import { BookingConfirmation } from '../../features/appointments/components/booking-confirmation';
import { useAppointmentOrLeave } from '../../features/appointments/hooks/use-appointment-or-leave';
import type { LeaveMessages } from '../../features/appointments/hooks/use-appointment-or-leave';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

const leaveMessages: LeaveMessages = {
  invalidId: 'ID do agendamento não encontrado',
  failed: () => 'Erro ao carregar detalhes do agendamento',
};

/**
 * /booking-confirmation/{id} (CLIENT): where a booking ends; back goes home, not to payment.
 * A booking ahead offers 'Quero receber lembretes pelo WhatsApp' (issue 19 §1).
 */
export function BookingConfirmationRoute() {
  const { id } = useParams();
  const query = useAppointmentOrLeave(id, leaveMessages);
  return (
    <>
      <PageHeader title="Confirmação" backTo="/" />
      <PageContent>
        {query?.data ? (
          <BookingConfirmation appointment={query.data} upcomingExtra={<WhatsappOptInOffer />} />
        ) : (
          <AppointmentSummarySkeleton />
        )}
      </PageContent>
    </>
  );
}
