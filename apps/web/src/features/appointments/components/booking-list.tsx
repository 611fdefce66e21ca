import type { Appointment } from '@navalha/core/contracts/appointments';
import { canClientCancel } from '@navalha/core/domain/appointments/cancellation-policy';
import { splitBookings } from '@navalha/core/domain/appointments/booking-list';
import CalendarX from 'lucide-react/icons/calendar-x';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useAppointmentHistory } from '../api/get-appointment-history';
import { useBookAgain } from '../hooks/use-book-again';
import { cancelMessages, useCancelBooking } from '../hooks/use-cancel-booking';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { BookingCard } from './booking-card';
import { LoadMore } from '../../../shared/infinite-list/load-more';
import { CancelBookingDialog } from './cancel-booking-dialog';

export const LOAD_FAILED = 'Erro ao buscar agendamentos.';

/** Cancellable by the client: active and not yet started (core's rule). */
function canCancel(appointment: Appointment): boolean {
  return canClientCancel(
    { status: appointment.status, startsAt: new Date(appointment.scheduledTo) },
    new Date(),
  );
}

/** How many shops the bookings are at. */
export function countShops(bookings: readonly Appointment[]): number {
  return new Set(bookings.map((booking) => booking.barberShopId)).size;
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-card border border-line bg-card p-4 shadow-card">
          <div className="flex justify-between">
            <div className="flex gap-1.5">
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="size-9 rounded-full" />
            </div>
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <div className="mt-3 flex items-center justify-between">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-11 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * 'Minha Agenda' (spec §2): the bookings ahead first, then a 'Finalizado' divider and the
 * finished ones (core's `splitBookings`). Each card opens its details or asks to cancel. Pages
 * of 20 come by cursor as the list is scrolled (issue 18 §3): the newest first, so the
 * bookings ahead are on the first page.
 */
export function BookingList() {
  const navigate = useNavigate();
  const history = useAppointmentHistory();
  const { data, error, isPending, refetch, isRefetching, errorUpdatedAt } = history;
  const { cancel, isPending: cancelling } = useCancelBooking(cancelMessages.deleteFailed);
  const { bookAgain, isPending: bookingAgain } = useBookAgain();
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { today } = useShopClock();

  useErrorToast(Boolean(error), errorUpdatedAt, LOAD_FAILED);

  if (isPending) return <ListSkeleton />;

  // A next page that fails keeps what was shown: the toast says so and 'Carregar mais' retries.
  if (error && !data) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-base text-muted">{LOAD_FAILED}</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
          <RefreshCw aria-hidden className="size-5" />
          Tentar novamente
        </Button>
      </div>
    );
  }

  const bookings = data.pages.flatMap((page) => page.data);
  const { active, finished } = splitBookings(bookings, today);
  // A client of several shops reads which shop each booking is at (issue 20 §2); one shop's
  // client sees the list as it always was.
  const showShop = countShops(bookings) > 1;

  if (active.length === 0 && finished.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-tint text-accent">
          <CalendarX aria-hidden className="size-8" />
        </span>
        <p className="text-xl font-semibold text-ink">Nenhum serviço agendado!</p>
        <Link to="/services" className={buttonStyles({ size: 'lg' })}>
          Agendar agora
        </Link>
      </div>
    );
  }

  const card = (appointment: Appointment, isFinished: boolean) => (
    <li key={appointment.id}>
      <BookingCard
        appointment={appointment}
        finished={isFinished}
        showShop={showShop}
        onBookAgain={() => void bookAgain(appointment)}
        bookingAgain={bookingAgain}
        onEdit={() => void navigate(`/detailsorder/${appointment.id}`)}
        onDelete={
          canCancel(appointment)
            ? () => {
                setToCancel(appointment);
                setDialogOpen(true);
              }
            : undefined
        }
      />
    </li>
  );

  return (
    <>
      {active.length > 0 ? (
        <p className="mb-3 text-sm text-muted">
          Deslize para a direita para ver os detalhes ou para a esquerda para cancelar.
        </p>
      ) : null}
      {active.length > 0 ? (
        <section aria-labelledby="agenda-proximos">
          <h2 id="agenda-proximos" className="sr-only">
            Próximos
          </h2>
          <ul className="flex flex-col gap-3">{active.map((item) => card(item, false))}</ul>
        </section>
      ) : null}
      {finished.length > 0 ? (
        <section aria-labelledby="agenda-finalizado" className="mt-6">
          <h2
            id="agenda-finalizado"
            className="mb-3 flex items-center gap-3 text-sm font-semibold text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line"
          >
            Finalizado
          </h2>
          <ul className="flex flex-col gap-3">{finished.map((item) => card(item, true))}</ul>
        </section>
      ) : null}
      <LoadMore
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
      />
      <CancelBookingDialog
        appointment={toCancel}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        pending={cancelling}
        onConfirm={(appointment) => {
          void cancel(appointment).then(() => setDialogOpen(false));
        }}
      />
    </>
  );
}
