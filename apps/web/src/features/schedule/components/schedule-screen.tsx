import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import { getBookingDays, markPastTimes } from '@navalha/core/domain/schedule/bookable-times';
import CalendarX from 'lucide-react/icons/calendar-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ActionFooter } from '../../../components/ui/action-footer';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceIcon } from '../../../components/ui/service-icon';
import {
  getDraftTotalDuration,
  readBookingData,
  readFinalBookingData,
  saveFinalBookingData,
} from '../../../shared/booking-draft/booking-draft';
import type { BookingData } from '../../../shared/booking-draft/booking-draft';
import { toast } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useAvailableSlots } from '../api/get-available-slots';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { useVisitorShop } from '../../../shared/visitor-booking/visitor-shop';
import { DayStrip } from './day-strip';
import { TimeSlotGrid, TimeSlotGridSkeleton } from './time-slot-grid';
import { WaitlistJoin } from './waitlist-join';

export const scheduleMessages = {
  missingData: 'Dados de agendamento não encontrados',
  chooseDateAndTime: 'Selecione uma data e horário',
  chooseDay: 'Escolha um dia para ver os horários.',
  noTimes: 'Nenhum horário disponível para esta data',
  loadFailed: 'Erro ao carregar horários disponíveis',
} as const;

/** The booking saved by the earlier steps, if it names services and barbers. */
function readDraft(): BookingData | null {
  const draft = readFinalBookingData() ?? readBookingData();
  return draft && draft.selectedBarbers.length > 0 ? draft : null;
}

function Summary({ draft, barbers }: { draft: BookingData; barbers: ReactNode }) {
  return (
    <section
      aria-labelledby="resumo"
      className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card"
    >
      <h2 id="resumo" className="text-lg font-semibold text-ink">
        Resumo
      </h2>
      <ul className="flex flex-col gap-3">
        {draft.selectedServices.map((service) => (
          <li key={service.id} className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-tint text-accent">
              <ServiceIcon iconKey={service.iconKey ?? 'default'} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-base font-medium text-ink">{service.name}</span>
              <span className="block text-sm text-muted tabular-nums">
                {formatDuration(service.durationMinutes)}
              </span>
            </span>
            <span className="text-base font-semibold text-ink tabular-nums">
              {formatBRL(service.pricing.finalPrice)}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-t border-line pt-3">{barbers}</div>
    </section>
  );
}

/**
 * /schedule (spec §2 step 4, the alternative date step): the saved booking's summary, the next
 * 30 days and the chosen day's times with how many barbers are free at each; 'Confirmar' saves
 * the date and time and goes on to /payment. Without a saved booking: a toast and /services.
 * `renderBarbers` shows the chosen barbers (the barbers feature loads them).
 */
export function ScheduleScreen({
  renderBarbers,
}: {
  renderBarbers: (draft: BookingData) => ReactNode;
}) {
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const clock = useShopClock();
  const visitorSlug = useVisitorShop();
  const { today } = clock;
  const [days] = useState(() => getBookingDays(clock));
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selectedTime, setSelectedTime] = useState<string | null>(null);
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } = useAvailableSlots(
    draft && selectedDate
      ? {
          date: selectedDate,
          barberIds: draft.selectedBarbers,
          serviceIds: draft.selectedServices.map((service) => service.id),
        }
      : null,
  );
  useErrorToast(isError, errorUpdatedAt, scheduleMessages.loadFailed);

  useEffect(() => {
    if (draft) return;
    toast.error(scheduleMessages.missingData, { id: scheduleMessages.missingData });
    void navigate('/services', { replace: true });
  }, [draft, navigate]);

  if (!draft) return null;

  function selectDate(date: string) {
    setSelectedDate(date);
    setSelectedTime(null);
  }

  function confirm() {
    if (!draft || !selectedDate || !selectedTime) {
      toast.error(scheduleMessages.chooseDateAndTime, { id: scheduleMessages.chooseDateAndTime });
      return;
    }
    const { selectedServices, selectedBarbers, barbers, totalPrice } = draft;
    saveFinalBookingData({
      selectedServices,
      selectedBarbers,
      ...(barbers ? { barbers } : {}),
      totalPrice,
      selectedDate,
      selectedTime,
    });
    void navigate('/payment');
  }

  let slots;
  if (!selectedDate) {
    slots = (
      <p className="rounded-card bg-card p-4 text-base text-muted shadow-card">
        {scheduleMessages.chooseDay}
      </p>
    );
  } else if (isPending) {
    slots = <TimeSlotGridSkeleton />;
  } else if (isError) {
    slots = (
      <EmptyState
        tone="danger"
        icon={<TriangleAlert aria-hidden className="size-6" />}
        title={scheduleMessages.loadFailed}
      >
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  } else {
    const times = markPastTimes(data.times, selectedDate, clock);
    slots = times.some((slot) => slot.available) ? (
      <TimeSlotGrid
        slots={times}
        selectedTime={selectedTime}
        onSelect={setSelectedTime}
        showBarberCount
        label={`Horários de ${formatLocalDateShort(selectedDate)}`}
      />
    ) : (
      <div className="flex flex-col gap-3">
        <EmptyState
          icon={<CalendarX aria-hidden className="size-6" />}
          title={scheduleMessages.noTimes}
        />
        {/* The line is a client's: a visitor (decision 034) signs in first. */}
        {draft && !visitorSlug ? (
          <WaitlistJoin
            date={selectedDate}
            serviceIds={draft.selectedServices.map((service) => service.id)}
            barberId={
              draft.selectedBarbers.length === 1 ? (draft.selectedBarbers[0] ?? null) : null
            }
          />
        ) : null}
      </div>
    );
  }

  const ready = selectedDate !== null && selectedTime !== null;

  return (
    <div className="flex flex-col gap-6">
      <Summary draft={draft} barbers={renderBarbers(draft)} />
      <section aria-labelledby="dia" className="flex flex-col gap-3">
        <h2 id="dia" className="text-xl font-semibold text-ink">
          Dia
        </h2>
        <DayStrip days={days} today={today} selectedDate={selectedDate} onSelect={selectDate} />
      </section>
      <section aria-labelledby="horario" className="flex flex-col gap-3">
        <h2 id="horario" className="text-xl font-semibold text-ink">
          Horário
        </h2>
        {slots}
      </section>
      <ActionFooter>
        <div className="flex items-end justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-muted tabular-nums">
              {formatDuration(getDraftTotalDuration(draft.selectedServices))}
            </p>
            <p className="text-sm font-medium text-ink tabular-nums">
              {ready
                ? `${formatLocalDateShort(selectedDate)} às ${selectedTime}`
                : scheduleMessages.chooseDateAndTime}
            </p>
          </div>
          <p className="text-xl font-bold text-ink tabular-nums">{formatBRL(draft.totalPrice)}</p>
        </div>
        <Button size="lg" fullWidth disabled={!ready} onClick={confirm}>
          Confirmar
        </Button>
      </ActionFooter>
    </div>
  );
}
