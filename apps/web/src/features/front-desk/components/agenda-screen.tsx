import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { addDaysToLocalDate, isValidLocalDate } from '@navalha/core/domain/format/date-time';
import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import { layOutDayGrid } from '@navalha/core/domain/front-desk/day-grid';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Users from 'lucide-react/icons/users';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { useAgenda } from '../api/get-agenda';
import { useAgendaLiveUpdates } from '../hooks/use-agenda-live-updates';
import { useNow } from '../hooks/use-now';
import { useWideScreen } from '../hooks/use-wide-screen';
import { BookingPanel } from './booking-panel';
import { DayGridView } from './day-grid-view';
import { DeskActionsProvider } from './desk-actions';
import { MoveBookingButton } from './move-booking';
import { PhoneDayView } from './phone-day-view';
import { WeekSection } from './week-section';
import { CalendarFeedPanel } from '../../../shared/calendar-feed/calendar-feed-panel';
import { WaitlistPanel } from './waitlist-panel';

type View = 'grade' | 'semana' | 'lista';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink transition-colors hover:bg-page disabled:text-muted';

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const option = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-11 rounded-control px-4 font-semibold transition-colors',
        view === value ? 'bg-primary text-white' : 'text-ink hover:bg-page',
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Modo de exibição"
      className="inline-flex self-start rounded-control border border-line bg-card p-0.5"
    >
      {option('grade', 'Grade')}
      {option('semana', 'Semana')}
      {option('lista', 'Lista')}
    </div>
  );
}

function useDayGrid(agenda: Agenda | undefined, now: number) {
  return useMemo(
    () =>
      agenda
        ? layOutDayGrid({
            date: agenda.date,
            timeZone: agenda.timeZone,
            slotStepMinutes: agenda.slotStepMinutes,
            openingHours: agenda.openingHours,
            staff: agenda.staff,
            bookings: agenda.bookings.map((booking) => ({
              id: booking.id,
              staffId: booking.barberId,
              startsAt: booking.startsAt,
              endsAt: booking.endsAt,
            })),
            now,
          })
        : null,
    [agenda, now],
  );
}

function DayGridSection({ date, wide }: { date: string | undefined; wide: boolean }) {
  const [, setSearchParams] = useSearchParams();
  const agendaQuery = useAgenda(date);
  const agenda = agendaQuery.data;
  const now = useNow();
  const grid = useDayGrid(agenda, now);
  // The booking whose panel is open (issue 17 §2).
  const [selected, setSelected] = useState<string | null>(null);

  const goTo = (next: string | null) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next) updated.set('data', next);
      else updated.delete('data');
      return updated;
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label="Dia anterior"
          className={iconButton}
          disabled={!agenda}
          onClick={() => agenda && goTo(addDaysToLocalDate(agenda.date, -1))}
        >
          <ChevronLeft aria-hidden className="size-6" />
        </button>
        <input
          type="date"
          aria-label="Data"
          value={agenda?.date ?? date ?? ''}
          onChange={(event) => {
            if (isValidLocalDate(event.target.value)) goTo(event.target.value);
          }}
          className="min-h-11 rounded-control border border-line bg-card px-3 text-ink tabular-nums"
        />
        <button
          type="button"
          aria-label="Próximo dia"
          className={iconButton}
          disabled={!agenda}
          onClick={() => agenda && goTo(addDaysToLocalDate(agenda.date, 1))}
        >
          <ChevronRight aria-hidden className="size-6" />
        </button>
        <Button variant="secondary" onClick={() => goTo(null)}>
          Hoje
        </Button>
      </div>
      {agenda ? (
        <h2 className="text-xl font-semibold text-ink">{formatLocalDateLong(agenda.date)}</h2>
      ) : null}

      {agendaQuery.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-14 rounded-card" />
          <Skeleton className="h-96 rounded-card" />
        </div>
      ) : agendaQuery.isError || !agenda || !grid ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card"
        >
          <span className="text-ink">Erro ao carregar a agenda</span>
          <Button variant="secondary" onClick={() => void agendaQuery.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : agenda.staff.length === 0 ? (
        <EmptyState icon={<Users aria-hidden className="size-8" />} title="Nenhum barbeiro atende">
          <p className="text-muted">Convide a equipe ou marque que você atende em Equipe.</p>
        </EmptyState>
      ) : (
        <DeskActionsProvider agenda={agenda} times={grid.rows.map((row) => row.time)}>
          {wide ? (
            <DayGridView agenda={agenda} grid={grid} onSelectBooking={setSelected} />
          ) : (
            <PhoneDayView agenda={agenda} grid={grid} onSelectBooking={setSelected} />
          )}
        </DeskActionsProvider>
      )}
      {selected && agenda ? (
        <BookingPanel
          bookingId={selected}
          timeZone={agenda.timeZone}
          onClose={() => setSelected(null)}
          moveAction={<SelectedMoveButton agenda={agenda} bookingId={selected} />}
        />
      ) : null}
      {agenda ? (
        <WaitlistPanel date={agenda.date} staff={agenda.staff} timeZone={agenda.timeZone} />
      ) : null}
    </div>
  );
}

/**
 * /admin/agenda: the day as a grid (a column per barber from 1024 px, one barber at a time on
 * a phone), one barber's week ('Semana') or the shop's booking list, which `list` renders. The grid is the default on wide
 * screens, the list on phones; `?vista=grade|semana|lista` and `?data=YYYY-MM-DD` keep the choice in
 * the address. Live: the notifications stream refetches the day.
 */
export function AgendaScreen({ list }: { list: ReactNode }) {
  const wide = useWideScreen();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('vista');
  const view: View =
    requested === 'grade' || requested === 'semana' || requested === 'lista'
      ? requested
      : wide
        ? 'grade'
        : 'lista';
  const dateParam = searchParams.get('data');
  const date = dateParam && isValidLocalDate(dateParam) ? dateParam : undefined;
  useAgendaLiveUpdates();

  return (
    <main
      id="conteudo"
      className={cn(
        'mx-auto flex w-full flex-col gap-4 px-4 pt-4 pb-8',
        view !== 'lista' && wide ? 'max-w-none lg:px-6' : 'max-w-content lg:max-w-desk lg:px-6',
      )}
    >
      <ViewToggle
        view={view}
        onChange={(next) =>
          setSearchParams((params) => {
            const updated = new URLSearchParams(params);
            updated.set('vista', next);
            return updated;
          })
        }
      />
      {view === 'grade' ? (
        <DayGridSection date={date} wide={wide} />
      ) : view === 'semana' ? (
        <WeekSection date={date} />
      ) : (
        list
      )}
      <CalendarFeedPanel scope="shop" />
    </main>
  );
}

/** 'Mover' in the booking's panel, for a booking of the day shown. */
function SelectedMoveButton({ agenda, bookingId }: { agenda: Agenda; bookingId: string }) {
  const booking = agenda.bookings.find((candidate) => candidate.id === bookingId);
  return booking ? <MoveBookingButton booking={booking} /> : null;
}
