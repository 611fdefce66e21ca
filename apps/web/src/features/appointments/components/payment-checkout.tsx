import { formatBRL } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import { repriceForMethod } from '@navalha/core/domain/payments/order-method';
import { explainPriceChange } from '@navalha/core/domain/payments/price-change';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import Info from 'lucide-react/icons/info';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import {
  getDraftShopId,
  savePendingBookingData,
} from '../../../shared/booking-draft/booking-draft';
import {
  useRefreshShopRules,
  useShopFees,
  useShopOnlinePayments,
  useShopRules,
} from '../../../shared/payments/get-shop-fees';
import type {
  FinalBookingData,
  PendingBookingData,
} from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';
import { bookingMessages, useSubmitBooking } from '../hooks/use-submit-booking';
import type { BookingProblem, StartPayment } from '../hooks/use-submit-booking';
import { toOrderItems } from '../order-items';
import { saveLastPaymentMethod } from '../last-payment-method';
import {
  getInitialMethod,
  getWalletChoice,
  isMethodAvailable,
  OFFLINE_METHODS,
} from '../payment-options';
import type { WalletBalanceState, WalletChoice } from '../payment-options';
import { CancellationPolicyNote } from './cancellation-policy-note';
import { DepositNote } from './deposit-note';
import { getAppointmentDepositOwed, getDraftDeposit } from '../deposit';
import { OrderSummary } from './order-summary';
import { OrderTotalsList } from './order-totals';
import { PaymentMethodOptions } from './payment-method-options';

/** 'Agendar' for cash, paid at the shop; 'Pagar' for every method paid now (spec §2 step 6). */
export function getPayButtonLabel(method: PaymentMethod): 'Agendar' | 'Pagar' {
  return method === 'CASH' ? 'Agendar' : 'Pagar';
}

function InfoBox({ method }: { method: PaymentMethod }) {
  return (
    <div className="flex items-start gap-3 rounded-card bg-tint p-4 text-base text-ink">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      {method === 'CASH' ? (
        <p>
          O pagamento é feito na barbearia, no dia do atendimento. Seu horário fica reservado assim
          que você agendar; chegue 5 minutos antes.
        </p>
      ) : method === 'WALLET' ? (
        <p>
          O valor é debitado do saldo da sua carteira na hora, sem taxa, e o seu agendamento é
          confirmado em seguida.
        </p>
      ) : method === 'PIX' ? (
        <p>
          Você vai para a página segura de pagamento para pagar com PIX. A confirmação leva até 2
          minutos e o seu agendamento é atualizado automaticamente.
        </p>
      ) : (
        <p>
          Na próxima tela, informe os dados do cartão. Eles vão direto para o processador de
          pagamentos e nunca ficam guardados na Navalha.
        </p>
      )}
    </div>
  );
}

/**
 * Why 'Carteira' cannot pay while it is the chosen method, with the way to top it up where the
 * shop takes a top-up (its own Mercado Pago account, decision 043).
 */
function WalletNote({ choice, canTopUp }: { choice: WalletChoice; canTopUp: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert>
        {choice.short ? `${choice.hint}. Escolha outra forma de pagamento.` : choice.hint}
      </Alert>
      {choice.short && canTopUp ? (
        <Link to="/wallet" className={buttonStyles({ variant: 'secondary', fullWidth: true })}>
          Depositar na carteira
        </Link>
      ) : null}
    </div>
  );
}

type ShownProblem = BookingProblem & { reason?: string | null };

function ProblemBox({ problem }: { problem: ShownProblem }) {
  if (problem.kind === 'choose-another-time') {
    return (
      <div className="flex flex-col gap-3">
        <Alert>{problem.message}</Alert>
        <Link to="/calendar" className={buttonStyles({ variant: 'secondary', fullWidth: true })}>
          Escolher outro horário
        </Link>
      </div>
    );
  }
  if (problem.kind === 'payment-failed') {
    return <Alert>{bookingMessages.bookedUnpaid}</Alert>;
  }
  if (problem.kind === 'price-changed') {
    // The reason and the new total; the button below pays that total in one tap.
    return (
      <Alert>
        {problem.message}
        {problem.reason ? ` ${problem.reason}` : ''} Novo total:{' '}
        <strong className="tabular-nums">{formatBRL(problem.totals.total)}</strong>.
      </Alert>
    );
  }
  return (
    <Alert>
      {problem.message}
      {problem.description ? ` ${problem.description}` : ''}
    </Alert>
  );
}

/**
 * /payment (spec §2 step 6): the summary, the methods as a radio group, an info box and the
 * button that books ('Agendar' for cash, 'Pagar' otherwise) with the total, blocked while the
 * booking is on its way. Figures come from the order draft (`pendingBookingData`) and follow
 * the chosen method through core at the shop's fees; after a PRICE_CHANGED they are the
 * server's. PIX, cards and the wallet are paid through `startPayment`, which the route brings
 * from the payments and wallet features, as it brings `walletBalance`: 'Carteira' shows it and
 * can be chosen only when it covers the total.
 */
export function PaymentCheckout({
  booking,
  pending: saved,
  startPayment,
  walletBalance,
}: {
  booking: FinalBookingData;
  pending: PendingBookingData | null;
  startPayment?: StartPayment;
  walletBalance?: WalletBalanceState;
}) {
  const navigate = useNavigate();
  const { submit, processing } = useSubmitBooking({ startPayment });
  const items = toOrderItems(booking.selectedServices);
  const { fees, loading: feesLoading } = useShopFees(getDraftShopId(booking.selectedServices));
  const draftSubtotal = computeOrderTotals({ items, method: 'CASH' }).subtotal;
  // An order draft priced for other services (left from an earlier booking) does not count.
  const pending = saved?.subtotal === draftSubtotal ? saved : null;
  const [method, setMethod] = useState<PaymentMethod>(() =>
    getInitialMethod(pending?.paymentMethod),
  );
  // The server's figures after a PRICE_CHANGED, for the method it priced.
  const [serverPrice, setServerPrice] = useState<{
    totals: OrderTotals;
    method: PaymentMethod;
  } | null>(null);
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const refreshShopRules = useRefreshShopRules();
  const shopId = getDraftShopId(booking.selectedServices);
  const rules = useShopRules(shopId);
  // A shop without its own Mercado Pago account takes cash (and the wallet) only (decision 043).
  const online = useShopOnlinePayments(shopId);
  const offline = online?.available === false;
  if (offline && !OFFLINE_METHODS.includes(method)) setMethod('CASH');
  const problemRef = useRef<HTMLDivElement>(null);

  // The answer shows beside the button that asked, even when the list above is long.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);

  // Subtotal and discount from the order draft, else straight from the services (no code).
  const base =
    serverPrice?.totals ?? pending ?? computeOrderTotals({ items, method, feeBasisPoints: fees });
  // The server's total as it is for the method it priced: repricing it with the fee table this
  // screen loaded before the owner's change would send the old total again (issue 18 §2).
  const totals =
    serverPrice && serverPrice.method === method
      ? serverPrice.totals
      : repriceForMethod(base, method, fees);
  const promotionCode = pending?.promotionCode ?? null;
  const notes = pending?.notes ?? null;
  const label = getPayButtonLabel(method);
  const walletChoice = walletBalance
    ? getWalletChoice(walletBalance, repriceForMethod(base, 'WALLET', fees).total)
    : undefined;
  const walletBlocked = method === 'WALLET' && walletChoice !== undefined && !walletChoice.usable;
  const canPay = isMethodAvailable(method) && !walletBlocked && !feesLoading;
  const deposit = getDraftDeposit(rules, {
    method,
    totalCents: totals.total,
    serviceIds: booking.selectedServices.map((service) => service.id),
  });

  async function pay() {
    setProblem(null);
    const result = await submit({ booking, method, total: totals.total, promotionCode, notes });
    if (!result) return;
    if (result.ok) {
      saveLastPaymentMethod(method);
      // The payment step has taken over (checkout or card page).
      if (result.step === 'paying') return;
      // A deposit owed is paid online next, on the booking's payment page (decision 029).
      if (getAppointmentDepositOwed(result.appointment) !== null) {
        toast.success(bookingMessages.depositNext);
        void navigate(`/payment/booking/${result.appointment.id}`, { replace: true });
        return;
      }
      toast.success(bookingMessages.cashBooked);
      void navigate(`/booking-confirmation/${result.appointment.id}`, { replace: true });
      return;
    }
    if (result.problem.kind === 'payment-failed') {
      toast.error(result.problem.message, { id: result.problem.message });
    }
    if (result.problem.kind === 'price-changed') {
      // The server's figures replace ours; the next tap sends them. The shop's fees are asked
      // again so that another method is priced at the new rates too.
      const current = result.problem.totals;
      setServerPrice({ totals: current, method });
      savePendingBookingData({ paymentMethod: method, promotionCode, notes, ...current });
      void refreshShopRules(shopId);
      setProblem({ ...result.problem, reason: explainPriceChange(totals, current, method) });
      return;
    }
    setProblem(result.problem);
  }

  return (
    <div className="flex flex-col gap-4">
      <OrderSummary booking={booking} />

      <section className="rounded-card bg-card p-4 shadow-card">
        <PaymentMethodOptions
          value={method}
          onChange={(next) => {
            setMethod(next);
            setProblem(null);
          }}
          disabled={processing}
          wallet={walletChoice}
          fees={fees}
          methods={offline ? OFFLINE_METHODS : undefined}
          baseCents={totals.subtotal - totals.discount}
        />
        {offline && online.message ? (
          <p role="note" className="mt-3 text-sm text-muted">
            {online.message}
          </p>
        ) : null}
      </section>

      <InfoBox method={method} />

      <section aria-label="Valores do pedido" className="rounded-card bg-card p-4 shadow-card">
        <OrderTotalsList totals={totals} promotionCode={promotionCode} />
      </section>

      <CancellationPolicyNote
        rules={rules}
        date={booking.selectedDate}
        time={booking.selectedTime}
        method={method}
        totalCents={totals.total}
      />

      <DepositNote
        rules={rules}
        depositCents={deposit}
        totalCents={totals.total}
        date={booking.selectedDate}
        time={booking.selectedTime}
      />

      <div ref={problemRef} className="scroll-mb-40">
        {problem ? (
          <ProblemBox problem={problem} />
        ) : walletBlocked && walletChoice ? (
          <WalletNote choice={walletChoice} canTopUp={!offline} />
        ) : null}
      </div>

      <ActionFooter>
        <Button
          size="lg"
          fullWidth
          disabled={processing || !canPay}
          aria-busy={processing || undefined}
          onClick={() => void pay()}
        >
          {processing ? (
            'Processando…'
          ) : (
            <>
              {label} <span aria-hidden>·</span>{' '}
              <span className="tabular-nums">{formatBRL(totals.total)}</span>
            </>
          )}
        </Button>
      </ActionFooter>
    </div>
  );
}
