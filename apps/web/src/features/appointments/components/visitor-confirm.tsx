import { formatBRL } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import BadgePercent from 'lucide-react/icons/badge-percent';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { savePendingBookingData } from '../../../shared/booking-draft/booking-draft';
import type {
  FinalBookingData,
  PendingBookingData,
} from '../../../shared/booking-draft/booking-draft';
import { useRecheckSavedPromoCode } from '../api/validate-promo-code';
import { toOrderItems } from '../order-items';
import { getInitialMethod } from '../payment-options';
import { OrderSummary } from './order-summary';
import { PromoApplied } from './promo-applied';
import type { AppliedPromo } from './promo-applied';
import { PromoCodeDialog } from './promo-code-dialog';
import { RowButton } from './row-button';

export const visitorConfirmMessages = {
  title: 'Entre para confirmar',
  description:
    'Seu pedido fica guardado: depois de entrar ou criar sua conta, você volta para esta tela para escolher o pagamento e confirmar.',
  note: 'Nada é agendado antes de você entrar na sua conta.',
} as const;

/** Where the sign-in and sign-up forms send the visitor back to, draft intact. */
const RETURN_STATE = { from: '/confirm' };

/**
 * /confirm for a visitor booking signed out (issue 18 §1, decision 034): the order as chosen
 * (services, barber, day, time, subtotal), a promo code checked on the shop's public address
 * (decision 038) with its discount, and 'Continuar' asks to 'Entrar' or 'Criar conta'. Both
 * forms return here, where the signed-in /confirm reads the same draft (the code included, which
 * it checks again) and goes on to the payment method and the shop's fees. Nothing is booked
 * before.
 */
export function VisitorConfirm({
  booking,
  slug,
  saved,
}: {
  booking: FinalBookingData;
  /** The shop's public address. */
  slug: string;
  /** The draft of an earlier visit to /confirm, with the code applied then. */
  saved: PendingBookingData | null;
}) {
  const [open, setOpen] = useState(false);
  const [promoOpen, setPromoOpen] = useState(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const items = toOrderItems(booking.selectedServices);
  const totals = computeOrderTotals({
    items,
    promoPercent: promo?.discountPercent ?? 0,
    method: 'CASH',
  });
  const scope = { visitorSlug: slug };

  /** The code goes with the draft, so the signed-in /confirm applies it after the return. */
  function keep(next: AppliedPromo | null) {
    setPromo(next);
    savePendingBookingData({
      paymentMethod: getInitialMethod(saved?.paymentMethod),
      promotionCode: next?.code ?? null,
      notes: saved?.notes ?? null,
      ...computeOrderTotals({ items, promoPercent: next?.discountPercent ?? 0, method: 'CASH' }),
    });
  }

  // Back on /confirm still signed out, with a code applied before: checked again.
  const revalidate = useRecheckSavedPromoCode(
    scope,
    saved?.promotionCode ?? null,
    totals.subtotal,
    setPromo,
  );

  return (
    <div className="flex flex-col gap-4">
      <OrderSummary booking={booking} />
      {promo ? (
        <PromoApplied promo={promo} onRemove={() => keep(null)} />
      ) : (
        <RowButton
          icon={<BadgePercent aria-hidden className="size-5" />}
          label="Código promocional"
          value={revalidate.isPending ? 'Verificando…' : 'Adicionar código'}
          onClick={() => setPromoOpen(true)}
        />
      )}
      <p className="rounded-card bg-tint p-4 text-base text-ink">{visitorConfirmMessages.note}</p>
      <ActionFooter>
        {promo ? (
          <dl aria-label="Desconto" className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-base text-muted">Subtotal</dt>
              <dd className="text-base text-ink tabular-nums">{formatBRL(totals.subtotal)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-base text-muted">Desconto ({promo.code})</dt>
              <dd className="text-base text-status-confirmed tabular-nums">
                −{formatBRL(totals.discount)}
              </dd>
            </div>
          </dl>
        ) : null}
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-base text-muted">
            {promo ? 'Subtotal com desconto' : 'Subtotal'}
          </span>
          <span className="text-xl font-bold text-ink tabular-nums">
            {formatBRL(totals.subtotal - totals.discount)}
          </span>
        </div>
        <Button size="lg" fullWidth onClick={() => setOpen(true)}>
          Continuar
        </Button>
      </ActionFooter>
      <PromoCodeDialog
        open={promoOpen}
        onOpenChange={setPromoOpen}
        subtotal={totals.subtotal}
        scope={scope}
        onApplied={(validation) =>
          keep({ code: validation.code, discountPercent: validation.discountPercent })
        }
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        variant="sheet"
        title={visitorConfirmMessages.title}
        description={visitorConfirmMessages.description}
      >
        <div className="flex flex-col gap-3">
          <Link
            to="/signin"
            state={RETURN_STATE}
            className={buttonStyles({ size: 'lg', fullWidth: true })}
          >
            Entrar
          </Link>
          <Link
            to="/signup"
            state={RETURN_STATE}
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            Criar conta
          </Link>
        </div>
      </Dialog>
    </div>
  );
}
