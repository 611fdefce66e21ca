import type { DeskBooking } from '@navalha/core/contracts/front-desk-actions';
import { getAppointmentStatusLabel } from '@navalha/core/domain/appointments/appointment-status';
import { formatDate, formatTime } from '@navalha/core/domain/format/date-time';
import { getPaymentWords } from '@navalha/core/domain/front-desk/booking-status-words';
import { describeDepositBalance } from '@navalha/core/domain/payments/deposit';
import { getDeskReceiveMethodLabel } from '@navalha/core/domain/front-desk/desk-actions';
import { formatBRL } from '@navalha/core/domain/money';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCancelDeskBooking } from '../api/cancel-desk-booking';
import { useDeskStep } from '../api/desk-booking-step';
import type { DeskStep } from '../api/desk-booking-step';
import { useDeskBooking } from '../api/get-desk-booking';
import { useMarkNoShow } from '../api/mark-no-show';
import { useReceiveDeskPayment } from '../api/receive-desk-payment';
import { useNow } from '../hooks/use-now';
import { useWideScreen } from '../hooks/use-wide-screen';
import { CancelBookingForm } from './booking-panel-cancel';
import { ReceivePaymentForm } from './booking-panel-receive';
import { RefundRetry } from './booking-panel-refund-retry';
import { WhatsappSendButtons } from '../../../shared/whatsapp/whatsapp-send-buttons';

type View = 'details' | 'receive' | 'receive-complete' | 'cancel' | 'no-show';

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'Não foi possível concluir. Tente novamente.';

/** The payment in words, with how the desk received it. */
export function paymentText(booking: DeskBooking): string {
  const { payment } = booking;
  if (booking.unfinishedRefund) return 'Reembolso interrompido';
  // A deposit paid, the rest still to take here (decision 029): 'Sinal pago · falta R$ 25,00'.
  if (booking.balanceCents) {
    return (
      describeDepositBalance(booking.totalCents - booking.balanceCents, booking.totalCents) ??
      'Sinal pago'
    );
  }
  if (booking.paymentStatus === 'COMPLETED' && payment?.receivedWith) {
    return `Pago na barbearia (${getDeskReceiveMethodLabel(payment.receivedWith)})`;
  }
  if (booking.paymentStatus === 'REFUNDED' && payment?.refundedAmountCents !== null) {
    return `Reembolsado: ${formatBRL(payment?.refundedAmountCents ?? 0)}`;
  }
  return getPaymentWords(booking.paymentStatus, booking.paymentMethod, null, booking.status);
}

/** Whether a booking paid at the shop still waits for its money. */
function awaitsPaymentAtShop(booking: DeskBooking): boolean {
  if (booking.balanceCents) return true;
  return booking.payment?.atShop === true && booking.payment.status === 'PENDING';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

function Details({ booking, timeZone }: { booking: DeskBooking; timeZone: string }) {
  const at = (date: Date | null) => (date ? formatTime(date, timeZone) : null);
  return (
    <dl className="flex flex-col">
      <Row label="Situação">
        <span data-testid="situacao">
          {getAppointmentStatusLabel(booking.status)} · {paymentText(booking)}
        </span>
      </Row>
      <Row label="Telefone">
        {booking.client.phone ? (
          <a className="text-primary underline" href={`tel:${booking.client.phone}`}>
            {booking.client.phone}
          </a>
        ) : (
          '—'
        )}
      </Row>
      {booking.client.email ? (
        <Row label="E-mail">
          <span className="break-all">{booking.client.email}</span>
        </Row>
      ) : null}
      <Row label="Faltas do cliente">{booking.client.noShowCount}</Row>
      <Row label="Serviços">
        {booking.services.map((service) => (
          <span key={service.name} className="block">
            {service.name} · {formatBRL(service.priceCents)}
          </span>
        ))}
      </Row>
      <Row label="Total">
        <strong className="tabular-nums">{formatBRL(booking.totalCents)}</strong>
      </Row>
      {booking.arrivedAt ? <Row label="Chegou às">{at(booking.arrivedAt)}</Row> : null}
      {booking.startedAt ? <Row label="Início do atendimento">{at(booking.startedAt)}</Row> : null}
      {booking.cancellationReason ? (
        <Row label="Motivo do cancelamento">{booking.cancellationReason}</Row>
      ) : null}
      {booking.notes ? <Row label="Observações">{booking.notes}</Row> : null}
    </dl>
  );
}

export interface BookingPanelProps {
  bookingId: string;
  timeZone: string;
  onClose: () => void;
  /** Where the integrator puts 'Mover' (MoveBookingButton, another part of issue 17). */
  moveAction?: ReactNode;
}

/**
 * The booking the desk tapped in the agenda (issue 17 §2): a side panel on wide screens, a
 * bottom sheet on a phone, with who, what, when, where it stands and its money in words, and
 * the actions its status allows: confirm, 'Chegou', start, complete, 'Faltou' (after the
 * start), 'Receber pagamento' and cancel.
 */
export function BookingPanel({ bookingId, timeZone, onClose, moveAction }: BookingPanelProps) {
  const wide = useWideScreen();
  const query = useDeskBooking(bookingId);
  const booking = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant={wide ? 'side' : 'sheet'}
      title={booking ? booking.client.name : 'Agendamento'}
      {...(booking
        ? {
            description: `${formatDate(booking.startsAt, timeZone)} · ${formatTime(
              booking.startsAt,
              timeZone,
            )}–${formatTime(booking.endsAt, timeZone)} · com ${booking.barber.name}`,
          }
        : {})}
    >
      {booking ? (
        <PanelBody booking={booking} timeZone={timeZone} moveAction={moveAction} />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="text-ink">Erro ao carregar o agendamento</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-40 rounded-card" />
        </div>
      )}
    </Dialog>
  );
}

function PanelBody({
  booking,
  timeZone,
  moveAction,
}: {
  booking: DeskBooking;
  timeZone: string;
  moveAction: ReactNode;
}) {
  const [view, setView] = useState<View>('details');
  const [error, setError] = useState<string | null>(null);
  const now = useNow();
  const step = useDeskStep(booking.id);
  const noShow = useMarkNoShow(booking.id);
  const cancel = useCancelDeskBooking(booking.id);
  const receive = useReceiveDeskPayment(booking.id);
  const pending = step.isPending || noShow.isPending || cancel.isPending || receive.isPending;

  const go = (next: View) => {
    setError(null);
    setView(next);
  };
  const run = async <T,>(action: () => Promise<T>, done: string): Promise<T | null> => {
    setError(null);
    try {
      const result = await action();
      toast.success(done);
      return result;
    } catch (caught) {
      setError(errorText(caught));
      return null;
    }
  };
  const doStep = (which: DeskStep, done: string) => void run(() => step.mutateAsync(which), done);

  if (view === 'receive' || view === 'receive-complete') {
    const thenComplete = view === 'receive-complete';
    return (
      <ReceivePaymentForm
        dueCents={booking.balanceCents || (booking.payment?.amountCents ?? booking.totalCents)}
        pending={pending}
        thenComplete={thenComplete}
        error={error}
        onCancel={() => go('details')}
        onSubmit={async (body) => {
          const receipt = await run(() => receive.mutateAsync(body), 'Pagamento recebido');
          if (!receipt) return null;
          if (receipt.changeCents !== null && receipt.changeCents > 0) {
            toast.success(`Troco: ${formatBRL(receipt.changeCents)}`);
          }
          if (thenComplete) await run(() => step.mutateAsync('complete'), 'Atendimento concluído');
          setView('details');
          return receipt;
        }}
      />
    );
  }
  if (view === 'cancel') {
    return (
      <CancelBookingForm
        booking={booking}
        initialReason={booking.unfinishedRefund?.reason ?? null}
        pending={pending}
        error={error}
        onBack={() => go('details')}
        onSubmit={async (body) => {
          const result = await run(() => cancel.mutateAsync(body), 'Agendamento cancelado');
          if (result) setView('details');
          return result;
        }}
      />
    );
  }
  if (view === 'no-show') {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-ink">
          Marcar que {booking.client.name} não veio?
          {booking.noShowFeeCents > 0
            ? ` A taxa de falta da barbearia é ${formatBRL(booking.noShowFeeCents)}.`
            : ' Sem taxa de falta.'}
        </p>
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            disabled={pending}
            onClick={() =>
              void run(() => noShow.mutateAsync(), 'Falta registrada').then(
                (done) => done && setView('details'),
              )
            }
          >
            Confirmar falta
          </Button>
          <Button variant="secondary" onClick={() => go('details')}>
            Voltar
          </Button>
        </div>
      </div>
    );
  }

  const active = booking.status === 'PENDING' || booking.status === 'CONFIRMED';
  const started = now >= booking.startsAt.getTime();
  const unpaidAtShop = awaitsPaymentAtShop(booking);
  const unfinished = active ? booking.unfinishedRefund : null;
  return (
    <div className="flex flex-col gap-4">
      <Details booking={booking} timeZone={timeZone} />
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {unfinished ? (
        <RefundRetry
          refund={unfinished}
          pending={pending}
          onRetry={() =>
            unfinished.ending === 'no_show'
              ? void run(() => noShow.mutateAsync(), 'Falta registrada')
              : go('cancel')
          }
        />
      ) : active ? (
        <div className="grid grid-cols-2 gap-2" role="group" aria-label="Ações do agendamento">
          {booking.status === 'PENDING' ? (
            <Button disabled={pending} onClick={() => doStep('confirm', 'Agendamento confirmado')}>
              Confirmar
            </Button>
          ) : null}
          {!booking.arrivedAt ? (
            <Button disabled={pending} onClick={() => doStep('arrive', 'Chegada registrada')}>
              Chegou
            </Button>
          ) : null}
          {!booking.startedAt ? (
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => doStep('start', 'Atendimento iniciado')}
            >
              Iniciar
            </Button>
          ) : null}
          {started ? (
            <Button
              disabled={pending}
              onClick={() =>
                unpaidAtShop ? go('receive-complete') : doStep('complete', 'Atendimento concluído')
              }
            >
              Concluir
            </Button>
          ) : null}
          {unpaidAtShop ? (
            <Button variant="secondary" disabled={pending} onClick={() => go('receive')}>
              Receber pagamento
            </Button>
          ) : null}
          {started && !booking.arrivedAt ? (
            <Button variant="danger" disabled={pending} onClick={() => go('no-show')}>
              Faltou
            </Button>
          ) : null}
          {/* 'Mover' (MoveBookingButton) goes here. */}
          {moveAction}
          <Button variant="danger" disabled={pending} onClick={() => go('cancel')}>
            Cancelar
          </Button>
        </div>
      ) : booking.status === 'COMPLETED' && unpaidAtShop ? (
        // The barber completed it before the money came in: 'A receber' (decision 023).
        <div className="grid grid-cols-2 gap-2" role="group" aria-label="Ações do agendamento">
          <Button disabled={pending} onClick={() => go('receive')}>
            Receber pagamento
          </Button>
        </div>
      ) : null}
      {active ? <WhatsappSendButtons appointmentId={booking.id} /> : null}
    </div>
  );
}
