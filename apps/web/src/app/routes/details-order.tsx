import { useParams } from 'react-router';
import { useAppointment } from '../../features/appointments/api/get-appointment';
import { isAppointmentId } from '../../features/appointments/appointment-id';
import {
  AppointmentLoadError,
  AppointmentNotFound,
  AppointmentSkeleton,
} from '../../features/appointments/components/appointment-load-state';
import { BookingDetails } from '../../features/appointments/components/booking-details';
import { useAppointmentPayment } from '../../features/payments/api/get-appointment-payment';
import { isApiError } from '../../lib/api-error';
import { getErrorToastMessage } from '../../lib/toast-catalogue';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

function Details({ id }: { id: string }) {
  const { data, error, isPending, refetch } = useAppointment(id);
  // What a refunded booking gave back (a cancellation by the shop: issue 17 §2).
  const payment = useAppointmentPayment(id, { enabled: data?.paymentStatus === 'REFUNDED' });
  if (isPending) return <AppointmentSkeleton />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <AppointmentNotFound />;
    }
    return (
      <AppointmentLoadError
        message={isApiError(error) ? getErrorToastMessage(error) : 'Erro ao buscar agendamento'}
        onRetry={() => void refetch()}
      />
    );
  }
  return <BookingDetails appointment={data} refundedCents={payment.data?.refundedAmount ?? null} />;
}

/** /detailsorder/{id} (CLIENT): a booking's details; back always goes to 'Minha Agenda'. */
export function DetailsOrderRoute() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title="Detalhes do agendamento" backTo="/mybookings" />
      <PageContent>
        {isAppointmentId(id) ? <Details id={id} /> : <AppointmentNotFound />}
      </PageContent>
    </>
  );
}
