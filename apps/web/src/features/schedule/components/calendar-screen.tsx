import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import { getBookableTimes } from '@navalha/core/domain/schedule/bookable-times';
import { getMonthOf } from '@navalha/core/domain/schedule/month-grid';
import CalendarX from 'lucide-react/icons/calendar-x';
import ListChecks from 'lucide-react/icons/list-checks';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button, buttonStyles } from '../../../components/ui/button';
import {
  readBookingData,
  readFinalBookingData,
  saveFinalBookingData,
} from '../../../shared/booking-draft/booking-draft';
import type { BookingData } from '../../../shared/booking-draft/booking-draft';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useAvailableSlots } from '../api/get-available-slots';
import { useMonthAvailability } from '../api/get-month-availability';
import { useDebouncedValue } from '../../../shared/debounce/use-debounced-value';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { BarberDayAppointments } from './barber-day-appointments';
import { EmptyState } from '../../../components/ui/empty-state';
import { MonthCalendar } from './month-calendar';
import { TimeSlotGrid, TimeSlotGridSkeleton } from './time-slot-grid';

/** The calendar asks for a day's times 100 ms after the last change of day (spec §9). */
export const SLOTS_DEBOUNCE_MS = 100;

export const calendarMessages = {
  noServices: 'Selecione os serviços primeiro',
  noBarber: 'Selecione um barbeiro primeiro',
  noTimes: 'Nenhum horário disponível.',
  loadFailed: 'Erro ao carregar horários disponíveis',
  chooseTime: 'Selecione um horário',
} as const;

type BookableDraft = BookingData & { selectedBarbers: [string, ...string[]] };

function hasBarber(draft: BookingData): draft is BookableDraft {
  return draft.selectedBarbers.length > 0;
}

function TimeSlots({
  draft,
  date,
  selectedTime,
  onSelectTime,
}: {
  draft: BookableDraft;
  date: string;
  selectedTime: string | null;
  onSelectTime: (time: string) => void;
}) {
  const clock = useShopClock();
  const debouncedDate = useDebouncedValue(date, SLOTS_DEBOUNCE_MS);
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } = useAvailableSlots({
    date: debouncedDate,
    barberIds: draft.selectedBarbers,
    serviceIds: draft.selectedServices.map((service) => service.id),
  });
  useErrorToast(isError, errorUpdatedAt, calendarMessages.loadFailed);

  let content;
  if (isPending || debouncedDate !== date) {
    content = <TimeSlotGridSkeleton />;
  } else if (isError) {
    content = (
      <EmptyState
        tone="danger"
        icon={<TriangleAlert aria-hidden className="size-6" />}
        title={calendarMessages.loadFailed}
      >
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  } else {
    const slots = getBookableTimes(data.times, date, clock);
    content =
      slots.length === 0 ? (
        <EmptyState
          icon={<CalendarX aria-hidden className="size-6" />}
          title={calendarMessages.noTimes}
        />
      ) : (
        <TimeSlotGrid
          slots={slots}
          selectedTime={selectedTime}
          onSelect={onSelectTime}
          label={`Horários de ${formatLocalDateShort(date)}`}
        />
      );
  }

  return (
    <section aria-labelledby="horarios" className="flex flex-col gap-3">
      <h2 id="horarios" className="text-xl font-semibold text-ink">
        Horários disponíveis
      </h2>
      {content}
    </section>
  );
}

/**
 * The date and time saved for this draft's services and barbers, unless that day has passed
 * (issue 18 §3: back and reload keep the draft on every step).
 */
function getChosenSlot(
  draft: BookingData,
  today: string,
): { selectedDate: string; selectedTime: string } | null {
  const saved = readFinalBookingData();
  if (!saved || saved.selectedDate < today) return null;
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join(',');
  const same =
    ids(saved.selectedServices) === ids(draft.selectedServices) &&
    saved.selectedBarbers.join(',') === draft.selectedBarbers.join(',');
  return same ? { selectedDate: saved.selectedDate, selectedTime: saved.selectedTime } : null;
}

/**
 * /calendar (spec §2 step 3): a month to pick the day from and, for a client with a booking
 * under way, the day's free times in 3 columns; 'Confirmar' saves the date and time and goes on
 * to /confirm. A barber sees their 'Agendamentos do Dia' for the chosen day instead.
 */
export function CalendarScreen({ isBarber }: { isBarber: boolean }) {
  const navigate = useNavigate();
  const { today } = useShopClock();
  const [draft] = useState(() => (isBarber ? null : readBookingData()));
  // Back from /confirm, or a reload: the date and time already chosen for this same draft.
  const [chosen] = useState(() => (draft ? getChosenSlot(draft, today) : null));
  const [month, setMonth] = useState(() => getMonthOf(chosen?.selectedDate ?? today));
  const [selectedDate, setSelectedDate] = useState(chosen?.selectedDate ?? today);
  const [selectedTime, setSelectedTime] = useState<string | null>(chosen?.selectedTime ?? null);
  const bookable = draft && hasBarber(draft) ? draft : null;
  const { data: monthData } = useMonthAvailability(
    bookable
      ? {
          month: `${month.year}-${String(month.month).padStart(2, '0')}`,
          barberIds: bookable.selectedBarbers,
          serviceIds: bookable.selectedServices.map((service) => service.id),
        }
      : null,
  );
  const dayStatuses = useMemo(
    () => (monthData ? new Map(monthData.days.map((day) => [day.date, day.status])) : undefined),
    [monthData],
  );

  if (!isBarber && (!draft || !hasBarber(draft))) {
    const noServices = !draft;
    return (
      <EmptyState
        icon={<ListChecks aria-hidden className="size-6" />}
        title={noServices ? calendarMessages.noServices : calendarMessages.noBarber}
      >
        <Link to={noServices ? '/services' : '/barbers'} className={buttonStyles()}>
          {noServices ? 'Escolher serviços' : 'Escolher barbeiro'}
        </Link>
      </EmptyState>
    );
  }

  function selectDate(date: string) {
    setSelectedDate(date);
    setSelectedTime(null);
  }

  function confirm() {
    if (!draft || !selectedTime) return;
    saveFinalBookingData({ ...draft, selectedDate, selectedTime });
    void navigate('/confirm');
  }

  const barberNames = draft?.barbers?.map((barber) => barber.name).join(', ');

  return (
    <div className="flex flex-col gap-6">
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        selectedDate={selectedDate}
        onSelectDate={selectDate}
        dayStatuses={dayStatuses}
      />
      {draft && hasBarber(draft) ? (
        <>
          <TimeSlots
            draft={draft}
            date={selectedDate}
            selectedTime={selectedTime}
            onSelectTime={setSelectedTime}
          />
          <ActionFooter>
            <div className="flex items-end justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate text-sm text-muted">
                  {draft.selectedServices.map((service) => service.name).join(' + ')}
                  {barberNames ? ` · ${barberNames}` : ''}
                </p>
                <p className="text-sm font-medium text-ink tabular-nums">
                  {selectedTime
                    ? `${formatLocalDateShort(selectedDate)} às ${selectedTime}`
                    : calendarMessages.chooseTime}
                </p>
              </div>
              <p className="text-xl font-bold text-ink tabular-nums">
                {formatBRL(draft.totalPrice)}
              </p>
            </div>
            <Button size="lg" fullWidth disabled={!selectedTime} onClick={confirm}>
              Confirmar
            </Button>
          </ActionFooter>
        </>
      ) : null}
      {isBarber ? <BarberDayAppointments date={selectedDate} /> : null}
    </div>
  );
}
