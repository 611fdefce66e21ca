import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatBRL } from '@navalha/core/domain/money';
import { canPayNow } from '@navalha/core/domain/payments/pay-now';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonStyles } from '../../components/ui/button';
import { AppointmentSummarySkeleton } from '../../features/appointments/components/appointment-load-state';
import { AppointmentSummaryCard } from '../../features/appointments/components/appointment-summary-card';
import { PayByNote } from '../../features/appointments/components/pay-now';
import { PaymentMethodOptions } from '../../features/appointments/components/payment-method-options';
import { useAppointmentOrLeave } from '../../features/appointments/hooks/use-appointment-or-leave';
import type { LeaveMessages } from '../../features/appointments/hooks/use-appointment-or-leave';
import { getWalletChoice } from '../../features/appointments/payment-options';
import { DepositNote, PaidDepositRule } from '../../features/appointments/components/deposit-note';
import {
  getAppointmentBalanceDue,
  getAppointmentDepositOwed,
} from '../../features/appointments/deposit';
import { getAppointmentAmount } from '../../features/payments/booking-figures';
import { useShopOnlinePayments, useShopRules } from '../../shared/payments/get-shop-fees';
import { usePayBooking } from '../../features/payments/hooks/use-pay-booking';
import { usePayBookingWithWallet } from '../../features/wallet/hooks/use-pay-booking-with-wallet';
import { useWalletBalance } from '../../features/wallet/hooks/use-wallet-balance';
import { isApiError } from '../../lib/api-error';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** The ways an existing booking can be paid online (cash is the shop's business). */
const onlineMethods: readonly PaymentMethod[] = ['CREDIT_CARD', 'DEBIT_CARD', 'PIX', 'WALLET'];
/** At a shop without its own Mercado Pago account (decision 043): a balance held there only. */
const walletOnly: readonly PaymentMethod[] = ['WALLET'];

const leaveMessages: LeaveMessages = {
  invalidId: 'ID do agendamento não encontrado',
  failed: (error) =>
    isApiError(error) && error.status >= 400 && error.status < 500
      ? error.message
      : 'Erro ao buscar agendamento',
};

function firstMethod(appointment: Appointment): PaymentMethod {
  const booked = appointment.paymentMethod;
  return booked && onlineMethods.includes(booked) ? booked : 'PIX';
}

function PayBooking({ appointment }: { appointment: Appointment }) {
  const [method, setMethod] = useState<PaymentMethod>(() => firstMethod(appointment));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const payBooking = usePayBooking();
  const payWithWallet = usePayBookingWithWallet();
  const walletBalance = useWalletBalance(appointment.barberShopId);
  const total = getAppointmentAmount(appointment, method);
  const wallet = getWalletChoice(walletBalance, getAppointmentAmount(appointment, 'WALLET'));
  const rules = useShopRules(appointment.barberShopId);
  const online = useShopOnlinePayments(appointment.barberShopId);
  const offline = online?.available === false;
  if (offline && method !== 'WALLET') setMethod('WALLET');
  const deposit = getAppointmentDepositOwed(appointment);
  // After the deposit, the rest (decision 029): its amount is the same by every method.
  const rest = getAppointmentBalanceDue(appointment);
  const payable =
    rest !== null || canPayNow({ ...appointment, depositCents: appointment.depositAmount ?? null });

  if (!payable) {
    return (
      <div className="flex flex-col gap-4">
        <AppointmentSummaryCard appointment={appointment} />
        <p className="rounded-card bg-tint p-4 text-base text-ink">
          Este agendamento não tem pagamento pendente.
        </p>
        <Link
          to={`/booking-confirmation/${appointment.id}`}
          className={buttonStyles({ size: 'lg', fullWidth: true })}
        >
          Ver agendamento
        </Link>
      </div>
    );
  }

  async function pay() {
    setBusy(true);
    setFailure(null);
    const result =
      method === 'WALLET'
        ? await payWithWallet(appointment)
        : method === 'PIX' || method === 'CREDIT_CARD' || method === 'DEBIT_CARD'
          ? await payBooking(appointment, method)
          : { ok: false as const, message: 'Escolha uma forma de pagamento online.' };
    if (!result.ok) {
      setFailure(result.message);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <AppointmentSummaryCard appointment={appointment} />
      <PayByNote payBy={appointment.payBy ?? null} className="text-base" />
      <PaymentMethodOptions
        value={method}
        onChange={setMethod}
        methods={offline ? walletOnly : onlineMethods}
        wallet={wallet}
        disabled={busy}
      />
      {offline && online.message ? (
        <p role="note" className="text-sm text-muted">
          {online.message}
        </p>
      ) : null}
      {rest !== null ? (
        <PaidDepositRule rules={rules} appointment={appointment} paying />
      ) : (
        <DepositNote
          rules={rules}
          depositCents={deposit}
          totalCents={appointment.final_amount}
          startsAt={new Date(appointment.scheduledTo)}
        />
      )}
      <p className="flex items-baseline justify-between text-lg font-semibold text-ink">
        <span>{rest !== null ? 'Restante' : deposit === null ? 'Total' : 'Sinal'}</span>
        <span className="tabular-nums">{formatBRL(total)}</span>
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <Button
        size="lg"
        fullWidth
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void pay()}
      >
        {busy
          ? 'Processando…'
          : `${rest !== null ? 'Pagar restante de' : deposit === null ? 'Pagar' : 'Pagar sinal de'} ${formatBRL(total)}`}
      </Button>
    </div>
  );
}

/**
 * /payment/booking/{id} (CLIENT): 'Pagar agora' for a booking whose payment did not go through
 * (issue 18 §3): the same booking, any online method, at its total for that method, with the
 * time left before it is released.
 */
export function PaymentBookingRoute() {
  const { appointmentId } = useParams();
  const query = useAppointmentOrLeave(appointmentId, leaveMessages);
  const appointment = query?.data;
  return (
    <>
      <PageHeader title="Pagar agendamento" fallbackBackTo="/mybookings" />
      <PageContent>
        {appointment ? <PayBooking appointment={appointment} /> : <AppointmentSummarySkeleton />}
      </PageContent>
    </>
  );
}
