import { formatBRL } from '@navalha/core/domain/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { getDraftTotalPrice } from '../../../shared/booking-draft/booking-draft';
import type { FinalBookingData } from '../../../shared/booking-draft/booking-draft';
import { OrderSummary } from './order-summary';

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
 * (services, barber, day, time, subtotal), and 'Continuar' asks to 'Entrar' or 'Criar conta'.
 * Both forms return here, where the signed-in /confirm reads the same draft and goes on to the
 * payment method, promo code and the shop's fees. Nothing is booked before.
 */
export function VisitorConfirm({ booking }: { booking: FinalBookingData }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <OrderSummary booking={booking} />
      <p className="rounded-card bg-tint p-4 text-base text-ink">{visitorConfirmMessages.note}</p>
      <ActionFooter>
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-base text-muted">Subtotal</span>
          <span className="text-xl font-bold text-ink tabular-nums">
            {formatBRL(getDraftTotalPrice(booking.selectedServices))}
          </span>
        </div>
        <Button size="lg" fullWidth onClick={() => setOpen(true)}>
          Continuar
        </Button>
      </ActionFooter>
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
