import type { Appointment } from '@navalha/core/contracts/appointments';
import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import { formatLocalDate } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentPollOutcome } from '@navalha/core/domain/payments/payment-polling';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import Mail from 'lucide-react/icons/mail';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import {
  clearBookingDraft,
  clearPixPaymentData,
} from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';
import { useShopRules } from '../../../shared/payments/get-shop-fees';
import { useAppointmentPayment } from '../api/get-appointment-payment';
import { paymentMessages } from '../payment-messages';
import { PaymentFacts, PaymentResultHero, PaymentResultSkeleton } from './payment-result';

/** What to do next; the free cancellation window is the shop's own (issue 18 §2). */
function getTips(rules: ShopBookingRules | undefined) {
  const cancel =
    rules && rules.cancellationFeePercent > 0
      ? `Se não puder ir, cancele com antecedência em Minha Agenda: até ${rules.cancellationWindowHours} h antes é grátis.`
      : 'Se não puder ir, cancele com antecedência em Minha Agenda.';
  return [
    { Icon: Mail, text: 'Você receberá a confirmação do agendamento por e-mail.' },
    { Icon: AlarmClock, text: 'Chegue 5 minutos antes do horário marcado.' },
    { Icon: CalendarX, text: cancel },
  ];
}

/**
 * /payment/success (spec §2): the booking's payment, checked with the server rather than taken
 * from the address: when completed, the saved booking data is cleared, 'Pagamento confirmado!
 * Seu agendamento foi atualizado.' shows, with date, time, barber, service, the payment's first
 * 8 characters, the total paid and what to do next. A payment still open goes to the pending
 * page, a refused one to the error page; a failed load says so and goes home.
 */
export function PaymentSuccess({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const query = useAppointmentPayment(appointment.id, { fresh: true });
  const rules = useShopRules(appointment.barberShopId);
  const { data: payment, isError } = query;
  // A copy cached by the page before is not evidence: wait for the server's answer.
  const isPending = query.isPending || query.isFetching;
  const outcome = payment ? getPaymentPollOutcome(payment.status) : null;
  const paid = outcome === 'paid';

  useEffect(() => {
    if (isError) {
      toast.error(paymentMessages.processFailed, { id: paymentMessages.processFailed });
      void navigate('/', { replace: true });
      return;
    }
    if (isPending || paid) return;
    const query = `?appointmentId=${encodeURIComponent(appointment.id)}`;
    void navigate(outcome === 'failed' ? `/payment/error${query}` : `/payment/pending${query}`, {
      replace: true,
    });
  }, [isError, isPending, paid, outcome, appointment.id, navigate]);

  useEffect(() => {
    if (!paid) return;
    clearBookingDraft();
    clearPixPaymentData();
    toast.success(paymentMessages.successToast, { id: paymentMessages.successToast });
  }, [paid]);

  if (!payment || !paid) return <PaymentResultSkeleton rows={6} />;

  return (
    <div className="flex flex-col gap-5">
      <PaymentResultHero tone="success" title="Pagamento confirmado!">
        Seu agendamento foi atualizado. Está tudo certo para o seu horário.
      </PaymentResultHero>

      <PaymentFacts
        label="Detalhes do pagamento"
        facts={[
          { term: 'Data', value: formatLocalDate(appointment.scheduledDate) },
          { term: 'Horário', value: appointment.scheduledTime },
          { term: 'Barbeiro', value: appointment.barber.name },
          { term: 'Serviço', value: appointment.service.name },
          {
            term: 'ID do pagamento',
            value: <span className="font-mono">#{payment.id.slice(0, 8)}</span>,
          },
          {
            term: 'Total pago',
            value: <strong className="text-lg">{formatBRL(payment.amount)}</strong>,
          },
        ]}
      />

      <section aria-label="Próximos passos" className="rounded-card bg-tint p-4">
        <h3 className="text-lg font-semibold text-ink">Próximos passos</h3>
        <ul className="mt-2 flex flex-col gap-2.5">
          {getTips(rules).map(({ Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-base text-ink">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3">
        <Link to="/my-bookings" className={buttonStyles({ size: 'lg', fullWidth: true })}>
          Ver meus agendamentos
        </Link>
        <Link
          to="/"
          className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
        >
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}
