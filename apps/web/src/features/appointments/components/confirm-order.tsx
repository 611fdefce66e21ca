import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import BadgePercent from 'lucide-react/icons/badge-percent';
import Wallet from 'lucide-react/icons/wallet';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  getDraftShopId,
  savePendingBookingData,
} from '../../../shared/booking-draft/booking-draft';
import {
  useShopFees,
  useShopOnlinePayments,
  useShopRules,
} from '../../../shared/payments/get-shop-fees';
import type { FeeTable } from '../../../shared/payments/get-shop-fees';
import type {
  FinalBookingData,
  PendingBookingData,
} from '../../../shared/booking-draft/booking-draft';
import { useRecheckSavedPromoCode } from '../api/validate-promo-code';
import { toOrderItems } from '../order-items';
import { getInitialMethod, OFFLINE_METHODS } from '../payment-options';
import { CancellationPolicyNote } from './cancellation-policy-note';
import { DepositNote } from './deposit-note';
import { getDraftDeposit } from '../deposit';
import { OrderSummary } from './order-summary';
import { OrderTotalsList } from './order-totals';
import { PaymentMethodOptions } from './payment-method-options';
import { PromoApplied } from './promo-applied';
import type { AppliedPromo } from './promo-applied';
import { PromoCodeDialog, promoRefusalMessage } from './promo-code-dialog';
import { RowButton } from './row-button';

const NOTES_MAX = 500;

function PaymentMethodDialog({
  open,
  onOpenChange,
  value,
  onChange,
  fees,
  baseCents,
  methods,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  fees: FeeTable | undefined;
  baseCents: Cents;
  /** The methods the shop takes; all when undefined. */
  methods: readonly PaymentMethod[] | undefined;
}) {
  const [choice, setChoice] = useState(value);
  // A choice the shop no longer takes (it turned out to take cash only) shows the booking's.
  const shown = methods && !methods.includes(choice) ? value : choice;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChoice(value);
        onOpenChange(next);
      }}
      title="Forma de pagamento"
      variant="sheet"
    >
      <PaymentMethodOptions
        value={shown}
        onChange={setChoice}
        legend="Escolha como pagar"
        fees={fees}
        baseCents={baseCents}
        {...(methods ? { methods } : {})}
      />
      <p className="text-sm text-muted">
        Você paga na próxima etapa. Em dinheiro, o pagamento é feito na barbearia.
      </p>
      <Button
        size="lg"
        fullWidth
        onClick={() => {
          onChange(shown);
          onOpenChange(false);
        }}
      >
        Usar {getPaymentMethodLabel(shown)}
      </Button>
    </Dialog>
  );
}

/**
 * /confirm (spec §2 step 5): the order, the payment-method and promo-code dialogs, the figures
 * from core's `computeOrderTotals` with the shop's fees (its owner may have changed the spec's
 * rates), and 'Continuar', which saves the order draft (`pendingBookingData`) and goes to
 * /payment. Until the shop's fees arrive the figures wait and 'Continuar' with them.
 */
export function ConfirmOrder({
  booking,
  saved,
}: {
  booking: FinalBookingData;
  /** The draft of an earlier visit, when the client came back from /payment. */
  saved: PendingBookingData | null;
}) {
  const navigate = useNavigate();
  const notesId = useId();
  const [method, setMethod] = useState<PaymentMethod>(() => getInitialMethod(saved?.paymentMethod));
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [notes, setNotes] = useState(saved?.notes ?? '');
  const [methodOpen, setMethodOpen] = useState(false);
  const [promoOpen, setPromoOpen] = useState(false);
  const items = toOrderItems(booking.selectedServices);
  const shopId = getDraftShopId(booking.selectedServices);
  const { fees, loading: feesLoading } = useShopFees(shopId);
  const rules = useShopRules(shopId);
  // A shop without its own Mercado Pago account takes cash (and the wallet) only (decision 043).
  const online = useShopOnlinePayments(shopId);
  const offline = online?.available === false;
  const offered: readonly PaymentMethod[] | undefined = offline ? OFFLINE_METHODS : undefined;
  if (offline && !OFFLINE_METHODS.includes(method)) setMethod('CASH');
  const totals = computeOrderTotals({
    items,
    promoPercent: promo?.discountPercent ?? 0,
    method,
    feeBasisPoints: fees,
  });

  // Coming back from /payment, or from signing in with a code typed signed out: ask the server
  // again (it may have expired since); a refusal is said under the row, as the dialog says it.
  const revalidate = useRecheckSavedPromoCode(
    { shopId },
    saved?.promotionCode ?? null,
    totals.subtotal,
    setPromo,
  );

  function proceed() {
    savePendingBookingData({
      paymentMethod: method,
      promotionCode: promo?.code ?? null,
      notes: notes.trim() || null,
      ...totals,
    });
    void navigate('/payment');
  }

  return (
    <div className="flex flex-col gap-4">
      <OrderSummary booking={booking} />

      <RowButton
        icon={<Wallet aria-hidden className="size-5" />}
        label="Forma de pagamento"
        value={getPaymentMethodLabel(method)}
        onClick={() => setMethodOpen(true)}
      />
      {offline && online.message ? (
        <p role="note" className="text-sm text-muted">
          {online.message}
        </p>
      ) : null}

      {promo ? (
        <PromoApplied promo={promo} onRemove={() => setPromo(null)} />
      ) : (
        <RowButton
          icon={<BadgePercent aria-hidden className="size-5" />}
          label="Código promocional"
          value={revalidate.isPending ? 'Verificando…' : 'Adicionar código'}
          onClick={() => setPromoOpen(true)}
        />
      )}
      {revalidate.isError && !promo ? (
        <p role="alert" className="text-sm text-danger">
          {promoRefusalMessage(revalidate.error)}
        </p>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={notesId} className="text-sm font-medium text-ink">
          Observações (opcional)
        </label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={NOTES_MAX}
          rows={2}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Algo que o barbeiro deva saber?"
          className="w-full resize-none rounded-control border border-line bg-card px-4 py-3 text-base text-ink placeholder:text-muted/60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30"
        />
      </div>

      <section
        aria-label="Valores do pedido"
        aria-busy={feesLoading || undefined}
        className="rounded-card bg-card p-4 shadow-card"
      >
        {feesLoading ? (
          <Skeleton className="h-28 w-full" />
        ) : (
          <OrderTotalsList totals={totals} promotionCode={promo?.code} />
        )}
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
        depositCents={getDraftDeposit(rules, {
          method,
          totalCents: totals.total,
          serviceIds: booking.selectedServices.map((service) => service.id),
        })}
        totalCents={totals.total}
        date={booking.selectedDate}
        time={booking.selectedTime}
      />

      <ActionFooter>
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-base text-muted">Total</span>
          {feesLoading ? (
            <Skeleton className="h-7 w-24" />
          ) : (
            <span className="text-xl font-bold text-ink tabular-nums">
              {formatBRL(totals.total)}
            </span>
          )}
        </div>
        <Button size="lg" fullWidth disabled={feesLoading} onClick={proceed}>
          Continuar
        </Button>
      </ActionFooter>

      <PaymentMethodDialog
        open={methodOpen}
        onOpenChange={setMethodOpen}
        value={method}
        onChange={setMethod}
        fees={fees}
        baseCents={totals.subtotal - totals.discount}
        methods={offered}
      />
      <PromoCodeDialog
        open={promoOpen}
        onOpenChange={setPromoOpen}
        subtotal={totals.subtotal}
        scope={{ shopId }}
        onApplied={(validation) =>
          setPromo({ code: validation.code, discountPercent: validation.discountPercent })
        }
      />
    </div>
  );
}
