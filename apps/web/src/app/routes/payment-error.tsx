import { useSearchParams } from 'react-router';
import { useAppointment } from '../../features/appointments/api/get-appointment';
import { isAppointmentId } from '../../features/appointments/appointment-id';
import {
  PaymentError,
  PaymentErrorFallback,
} from '../../features/payments/components/payment-error';
import { PaymentResultSkeleton } from '../../features/payments/components/payment-result';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/**
 * /payment/error?appointmentId= (CLIENT): a refused payment and how to go on. Without a
 * booking to load it still says what happened ('Erro ao processar pagamento', spec §8).
 */
export function PaymentErrorRoute() {
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId') ?? undefined;
  const valid = isAppointmentId(appointmentId);
  const query = useAppointment(valid ? appointmentId : '', { enabled: valid });
  return (
    <>
      <PageHeader title="Pagamento" backTo="/mybookings" />
      <PageContent>
        {!valid || query.isError ? (
          <PaymentErrorFallback />
        ) : query.data ? (
          <PaymentError appointment={query.data} />
        ) : (
          <PaymentResultSkeleton rows={4} />
        )}
      </PageContent>
    </>
  );
}
