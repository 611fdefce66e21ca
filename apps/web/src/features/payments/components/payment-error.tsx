import type { Appointment } from '@navalha/core/contracts/appointments';
import type { Payment } from '@navalha/core/contracts/payments';
import { getAppointmentStatusLabel } from '@navalha/core/domain/appointments/appointment-status';
import { formatLocalDate } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentPollOutcome } from '@navalha/core/domain/payments/payment-polling';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import {
  savePendingCardPayment,
  savePixPaymentData,
} from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';
import { createPixPayment } from '../api/create-pix-payment';
import { useAppointmentPayment } from '../api/get-appointment-payment';
import { describeAppointment, getAppointmentAmount } from '../booking-figures';
import { createIdempotencyKey } from '../../../shared/payments/idempotency-key';
import { paymentMessages } from '../payment-messages';
import type { CardPageState } from '../hooks/use-start-booking-payment';
import { PaymentFacts, PaymentResultHero, PaymentResultSkeleton } from './payment-result';

const GENERIC_REFUSAL = 'O pagamento foi recusado. Nenhum valor foi cobrado.';

const commonReasons = [
  'Saldo ou limite insuficiente',
  'Dados do cartão digitados incorretamente',
  'Cartão bloqueado, vencido ou sem permissão para compras online',
  'Código PIX expirado antes do pagamento',
  'Pagamento recusado pelo banco por segurança',
] as const;

function isPayable(appointment: Appointment): boolean {
  return (
    (appointment.status === 'PENDING' || appointment.status === 'CONFIRMED') &&
    appointment.paymentStatus !== 'COMPLETED'
  );
}

function ExitButtons() {
  return (
    <>
      <Link
        to="/mybookings"
        className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
      >
        Ver meus agendamentos
      </Link>
      <Link to="/" className={buttonStyles({ variant: 'ghost', size: 'lg', fullWidth: true })}>
        Voltar ao início
      </Link>
    </>
  );
}

/** The error page when there is no booking to speak of: 'Erro ao processar pagamento'. */
export function PaymentErrorFallback() {
  return (
    <div className="flex flex-col gap-5">
      <PaymentResultHero tone="failure" title="Pagamento Não Aprovado">
        {paymentMessages.processFailed}
      </PaymentResultHero>
      <div className="flex flex-col gap-3">
        <ExitButtons />
      </div>
    </div>
  );
}

/**
 * /payment/error (spec §2): 'Pagamento Não Aprovado', the payment's failure reason (else a
 * generic refusal), the booking's date, time and value, its status, the usual reasons, and
 * retry, bookings and home. Retry pays the same way again: a new PIX code for PIX (then its
 * page), the card page for a card; a failure says 'Erro ao tentar novamente. Tente mais tarde.'
 * A payment that turns out completed goes to the success page.
 */
export function PaymentError({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const query = useAppointmentPayment(appointment.id, { fresh: true });
  const { data: payment } = query;
  const isPending = query.isPending || query.isFetching;
  const [retrying, setRetrying] = useState(false);
  const paid = payment ? getPaymentPollOutcome(payment.status) === 'paid' : false;

  useEffect(() => {
    if (paid) {
      const query = `?appointmentId=${encodeURIComponent(appointment.id)}`;
      void navigate(`/payment/success${query}`, { replace: true });
    }
  }, [paid, appointment.id, navigate]);

  async function retry(lastPayment: Payment | null) {
    const method = lastPayment?.method ?? appointment.paymentMethod;
    if (method === 'CREDIT_CARD' || method === 'DEBIT_CARD') {
      const state: CardPageState = {
        pendingCardPayment: {
          appointmentId: appointment.id,
          amount: getAppointmentAmount(appointment, method),
          method,
          description: describeAppointment(appointment),
        },
      };
      savePendingCardPayment(state.pendingCardPayment);
      void navigate(`/payment/card/${appointment.id}`, { state });
      return;
    }
    setRetrying(true);
    try {
      const pix = await createPixPayment(
        {
          appointmentId: appointment.id,
          amount: getAppointmentAmount(appointment, 'PIX'),
          description: describeAppointment(appointment),
        },
        createIdempotencyKey(),
      );
      savePixPaymentData({
        appointmentId: appointment.id,
        paymentId: pix.id,
        qrCode: pix.qrCode,
        qrCodeBase64: pix.qrCodeBase64,
        amount: pix.amount,
      });
      void navigate(`/payment/pix/${appointment.id}`);
    } catch {
      setRetrying(false);
      toast.error(paymentMessages.retryFailed, { id: paymentMessages.retryFailed });
    }
  }

  if (isPending || paid) return <PaymentResultSkeleton rows={4} />;

  const payable = isPayable(appointment);
  const reason = payment?.failureReason?.trim() || GENERIC_REFUSAL;

  return (
    <div className="flex flex-col gap-5">
      <PaymentResultHero tone="failure" title="Pagamento Não Aprovado">
        {reason}
      </PaymentResultHero>

      <PaymentFacts
        label="Detalhes do agendamento"
        facts={[
          { term: 'Data', value: formatLocalDate(appointment.scheduledDate) },
          { term: 'Horário', value: appointment.scheduledTime },
          { term: 'Valor', value: formatBRL(payment?.amount ?? appointment.final_amount) },
          {
            term: 'Status',
            value: payable ? 'Aguardando Pagamento' : getAppointmentStatusLabel(appointment.status),
          },
        ]}
      />

      <section aria-label="Motivos comuns" className="rounded-card bg-card p-4 shadow-card">
        <h3 className="text-lg font-semibold text-ink">Motivos comuns</h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-base text-muted">
          {commonReasons.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3">
        {payable ? (
          <Button
            size="lg"
            fullWidth
            disabled={retrying}
            aria-busy={retrying || undefined}
            onClick={() => void retry(payment ?? null)}
          >
            {retrying ? 'Gerando pagamento…' : 'Tentar pagar novamente'}
          </Button>
        ) : null}
        {payable ? (
          <Link
            to={`/payment/booking/${appointment.id}`}
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            Pagar de outra forma
          </Link>
        ) : null}
        <ExitButtons />
      </div>
    </div>
  );
}
