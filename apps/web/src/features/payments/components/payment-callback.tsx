import { syncStatusQuerySchema } from '@navalha/core/contracts/payments';
import {
  DEFAULT_CALLBACK_FAILURE_REASON,
  getPaymentCallbackView,
} from '@navalha/core/domain/payments/payment-callback';
import { getPaymentPollOutcome } from '@navalha/core/domain/payments/payment-polling';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { getAppointmentPayment } from '../api/get-appointment-payment';
import { paymentKeys } from '../api/query-keys';
import { syncPaymentStatus } from '../api/sync-payment-status';
import { useRefreshAfterPayment } from '../hooks/use-refresh-after-payment';
import { paymentMessages } from '../payment-messages';
import { PaymentResultHero, PaymentResultSkeleton } from './payment-result';

const REFERENCE = /^[\w-]{1,64}$/;

type View =
  | { view: 'success' }
  | { view: 'pending' }
  | { view: 'failure'; reason: string }
  | { view: 'error' };

/** The server's word on the booking's latest payment, after asking the gateway. */
async function verify(appointmentId: string, gatewayPaymentId: string | undefined) {
  const payment = await getAppointmentPayment(appointmentId);
  if (!payment) throw new Error('No payment for this booking');
  return syncPaymentStatus(payment.id, { gatewayPaymentId });
}

/**
 * /payment/callback (spec §2, §4 "Callback"): where the hosted checkout returns, with Mercado
 * Pago's `collection_status`, `payment_id` and `external_reference` (the booking). The address
 * is never trusted (architecture §6): the page asks the server, which asks the gateway
 * (`sync-status`, with `payment_id` as a hint it verifies), and shows that answer: approved →
 * success, pending → pending, refused → failure with the reason. The address alone can only
 * ever show a failure, or pending when there is nothing to verify. Success and pending lead to
 * /mybookings, failure to /schedule; an exception shows 'Erro ao processar pagamento'.
 */
export function PaymentCallback() {
  const [params] = useSearchParams();
  const claimed = getPaymentCallbackView({
    collection_status: params.get('collection_status'),
    status: params.get('status'),
  });
  const reference = params.get('external_reference');
  const appointmentId = reference && REFERENCE.test(reference) ? reference : null;
  const hint = syncStatusQuerySchema.safeParse({
    gatewayPaymentId: params.get('payment_id') ?? undefined,
  });
  const gatewayPaymentId = hint.success ? hint.data.gatewayPaymentId : undefined;

  const refreshAfterPayment = useRefreshAfterPayment();
  const verified = useQuery({
    queryKey: [...paymentKeys.all, 'callback', appointmentId, gatewayPaymentId ?? null],
    queryFn: () => verify(appointmentId ?? '', gatewayPaymentId),
    enabled: appointmentId !== null,
    retry: 1,
    staleTime: 0,
  });

  // The server's answer may have just moved the booking (paid, refused).
  const settledAt = verified.dataUpdatedAt;
  useEffect(() => {
    if (settledAt) void refreshAfterPayment({ refetchActive: false });
  }, [settledAt, refreshAfterPayment]);

  useEffect(() => {
    if (verified.isError) {
      toast.error(paymentMessages.processFailed, { id: paymentMessages.processFailed });
    }
  }, [verified.isError]);

  let shown: View;
  if (appointmentId === null) {
    shown = claimed.view === 'failure' ? claimed : { view: 'pending' };
  } else if (verified.isError) {
    shown = { view: 'error' };
  } else if (!verified.data) {
    return <PaymentResultSkeleton rows={0} />;
  } else {
    const result = verified.data;
    const outcome =
      result.appointmentPaymentStatus === 'COMPLETED'
        ? 'paid'
        : getPaymentPollOutcome(result.status);
    shown =
      outcome === 'paid'
        ? { view: 'success' }
        : outcome === 'failed'
          ? {
              view: 'failure',
              reason:
                result.failureReason?.trim() ||
                (claimed.view === 'failure' ? claimed.reason : DEFAULT_CALLBACK_FAILURE_REASON),
            }
          : { view: 'pending' };
  }

  const bookingLink = appointmentId ? `/booking-confirmation/${appointmentId}` : null;
  const secondary = buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true });
  const primary = buttonStyles({ size: 'lg', fullWidth: true });

  switch (shown.view) {
    case 'success':
      return (
        <div className="flex flex-col gap-5">
          <PaymentResultHero tone="success" title="Pagamento aprovado!">
            Seu agendamento foi confirmado. Esperamos você no horário marcado.
          </PaymentResultHero>
          <div className="flex flex-col gap-3">
            <Link to="/mybookings" className={primary}>
              Ver meus agendamentos
            </Link>
            {bookingLink ? (
              <Link to={bookingLink} className={secondary}>
                Ver agendamento
              </Link>
            ) : null}
          </div>
        </div>
      );
    case 'pending':
      return (
        <div className="flex flex-col gap-5">
          <PaymentResultHero tone="pending" title="Pagamento pendente">
            Seu pagamento está em processamento. Assim que for confirmado, seu agendamento será
            atualizado.
          </PaymentResultHero>
          <div className="flex flex-col gap-3">
            <Link to="/mybookings" className={primary}>
              Ver meus agendamentos
            </Link>
            {appointmentId ? (
              <Link
                to={`/payment/pending?appointmentId=${encodeURIComponent(appointmentId)}`}
                className={secondary}
              >
                Acompanhar pagamento
              </Link>
            ) : null}
          </div>
        </div>
      );
    case 'failure':
      return (
        <div className="flex flex-col gap-5">
          <PaymentResultHero tone="failure" title="Pagamento não aprovado">
            {shown.reason}
          </PaymentResultHero>
          <div className="flex flex-col gap-3">
            {/* Back to paying this same booking (issue 18 §3), not to a new draft. */}
            <Link
              to={appointmentId ? `/payment/booking/${appointmentId}` : '/mybookings'}
              className={primary}
            >
              Tentar novamente
            </Link>
            <Link to="/mybookings" className={secondary}>
              Ver meus agendamentos
            </Link>
          </div>
        </div>
      );
    case 'error':
      return (
        <div className="flex flex-col gap-5">
          <PaymentResultHero tone="failure" title={paymentMessages.processFailed}>
            Não conseguimos confirmar o pagamento agora. Confira o status em Minha Agenda.
          </PaymentResultHero>
          <Link to="/mybookings" className={primary}>
            Ver meus agendamentos
          </Link>
        </div>
      );
  }
}
