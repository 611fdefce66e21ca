import type { WaitlistOffer } from '@navalha/core/contracts/waitlist';
import { formatLocalDate } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import { offerMinutesLeft, waitlistMessages } from '@navalha/core/domain/waitlist/waitlist';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import {
  useDeclineWaitlistOffer,
  useTakeWaitlistOffer,
  useWaitlistOffer,
} from '../api/waitlist-offer';

export const waitlistOfferMessages = {
  title: 'Vagou um horário para você',
  loading: 'Carregando a oferta…',
  failed: 'Não foi possível carregar a oferta. Tente novamente.',
  take: 'Quero este horário',
  decline: 'Não quero',
  payment: 'Forma de pagamento',
  total: 'Total',
  myBookings: 'Ver meus agendamentos',
  stillWaiting: 'Você continua na lista de espera.',
  minutesLeft: (minutes: number) =>
    minutes > 0 ? `Reservado para você por mais ${minutes} min.` : 'O tempo da oferta acabou.',
} as const;

/** Minutes left on the offer, read again every 15 s. */
function useMinutesLeft(expiresAt: Date | undefined): number {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? offerMinutesLeft(expiresAt, now) : 0;
}

/**
 * The offer of a freed time (issue 19 §3), opened from its notification: the time held, the
 * barber, services and price, the time left, 'Quero este horário' (the normal booking: cash
 * books at once, another method goes on to its payment) and 'Não quero' (the next in line).
 */
export function WaitlistOfferScreen({ entryId }: { entryId: string }) {
  const query = useWaitlistOffer(entryId);
  const decline = useDeclineWaitlistOffer(entryId);
  const [ended, setEnded] = useState<string | null>(null);
  if (decline.isSuccess) {
    return <Ended message={waitlistMessages.declined} />;
  }
  if (ended) return <Ended message={ended} />;
  if (query.isPending) {
    return <p className="text-base text-muted">{waitlistOfferMessages.loading}</p>;
  }
  if (query.isError) {
    return (
      <Ended
        message={
          query.error instanceof ApiError ? query.error.message : waitlistOfferMessages.failed
        }
      />
    );
  }
  return (
    <OfferCard
      offer={query.data}
      onDecline={() => decline.mutate()}
      declining={decline.isPending}
      declineError={decline.error}
      onEnded={setEnded}
    />
  );
}

function Ended({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-card bg-card p-4 text-base text-ink shadow-card">
        {message}
      </p>
      <Link className="text-base font-medium text-primary" to="/mybookings">
        {waitlistOfferMessages.myBookings}
      </Link>
    </div>
  );
}

function OfferCard({
  offer,
  onDecline,
  declining,
  declineError,
  onEnded,
}: {
  offer: WaitlistOffer;
  onDecline: () => void;
  declining: boolean;
  declineError: Error | null;
  /** The booking refused the time (someone else took it): the offer is over. */
  onEnded: (message: string) => void;
}) {
  const headingId = useId();
  const name = useId();
  const navigate = useNavigate();
  const take = useTakeWaitlistOffer(offer.entryId);
  const [method, setMethod] = useState<PaymentMethod>(
    offer.totals.some((choice) => choice.method === 'PIX') ? 'PIX' : 'CASH',
  );
  const minutesLeft = useMinutesLeft(offer.expiresAt);
  const chosen = offer.totals.find((choice) => choice.method === method);
  const error = take.error ?? declineError;
  const submit = () => {
    if (!chosen) return;
    take.mutate(
      { paymentMethod: method, total: chosen.total },
      {
        onSuccess: ({ appointmentId }) =>
          void navigate(
            method === 'CASH'
              ? `/booking-confirmation/${appointmentId}`
              : `/payment/booking/${appointmentId}`,
          ),
        // Someone else booked the time meanwhile: the booking's own words, and back in line.
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'SLOT_UNAVAILABLE') {
            onEnded(`${failure.message} ${waitlistOfferMessages.stillWaiting}`);
          }
        },
      },
    );
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {waitlistOfferMessages.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card bg-card p-4 text-base shadow-card">
        <dt className="text-muted">Barbearia</dt>
        <dd className="text-ink">{offer.barbershopName}</dd>
        <dt className="text-muted">Dia</dt>
        <dd className="text-ink tabular-nums">{formatLocalDate(offer.date)}</dd>
        <dt className="text-muted">Horário</dt>
        <dd className="font-semibold text-ink tabular-nums">{offer.time}</dd>
        <dt className="text-muted">Barbeiro</dt>
        <dd className="text-ink">{offer.barberName}</dd>
        <dt className="text-muted">Serviços</dt>
        <dd className="text-ink">{offer.serviceNames.join(' + ')}</dd>
        <dt className="text-muted">{waitlistOfferMessages.total}</dt>
        <dd className="font-semibold text-ink tabular-nums">
          {chosen ? formatBRL(chosen.total) : '—'}
        </dd>
      </dl>
      <p role="timer" aria-live="off" className="text-base font-medium text-primary">
        {waitlistOfferMessages.minutesLeft(minutesLeft)}
      </p>
      <fieldset className="flex flex-col gap-2" disabled={take.isPending}>
        <legend className="mb-2 text-lg font-semibold text-ink">
          {waitlistOfferMessages.payment}
        </legend>
        {offer.totals.map((choice) => (
          <label
            key={choice.method}
            className="flex items-center justify-between gap-3 rounded-control bg-card px-4 py-3 shadow-card"
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name={name}
                value={choice.method}
                checked={method === choice.method}
                onChange={() => setMethod(choice.method)}
              />
              {getPaymentMethodLabel(choice.method)}
            </span>
            <span className="text-muted tabular-nums">{formatBRL(choice.total)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <Alert>{error instanceof ApiError ? error.message : waitlistOfferMessages.failed}</Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button
          onClick={submit}
          disabled={take.isPending || declining || minutesLeft === 0}
          fullWidth
        >
          {waitlistOfferMessages.take}
        </Button>
        <Button
          variant="secondary"
          onClick={onDecline}
          disabled={take.isPending || declining}
          fullWidth
        >
          {waitlistOfferMessages.decline}
        </Button>
      </div>
    </section>
  );
}
