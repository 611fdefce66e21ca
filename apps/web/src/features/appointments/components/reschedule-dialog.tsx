import type { Appointment } from '@navalha/core/contracts/appointments';
import { weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import {
  addDaysToLocalDate,
  formatLocalDate,
  getLocalDayOfWeek,
} from '@navalha/core/domain/format/date-time';
import { formatLocalDateTime } from '@navalha/core/domain/format/local-date-time';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { getErrorToastMessage } from '../../../lib/toast-catalogue';
import { useBarberAvailableTimes } from '../../../shared/schedule/get-barber-available-times';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';

/** The day strip covers 30 days from today (spec §9). */
const DAYS_AHEAD = 30;

export const rescheduleMessages = {
  saved: 'Data do agendamento alterada com sucesso.',
  loadFailed: 'Erro ao carregar horários disponíveis',
  noTimes: 'Nenhum horário disponível para esta data',
  saveFailed: 'Não foi possível alterar a data. Tente novamente.',
} as const;

function DayButton({
  date,
  selected,
  onSelect,
}: {
  date: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const weekday = weekdayShortNames[getLocalDayOfWeek(date)] ?? '';
  const ref = useRef<HTMLButtonElement>(null);
  // The chosen day stays in view, centred in the strip (DESIGN.md).
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, [selected]);
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={selected}
      aria-label={`${weekday}, ${formatLocalDate(date)}`}
      onClick={onSelect}
      className={cn(
        'flex h-16 w-14 shrink-0 snap-start flex-col items-center justify-center rounded-control border text-sm transition-colors',
        selected
          ? 'border-primary bg-primary font-semibold text-white'
          : 'border-line bg-card text-ink hover:bg-tint',
      )}
    >
      <span className={selected ? 'text-white' : 'text-muted'}>{weekday}</span>
      <span className="text-lg font-semibold tabular-nums">{date.slice(8, 10)}</span>
    </button>
  );
}

export interface RescheduleDialogProps {
  appointment: Appointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moves a PENDING booking (spec §2 Booking detail, edit date): a day from the 30-day strip, a
 * free time of the same barber for the booking's whole duration, then PATCH. A time taken
 * meanwhile answers 409 with the server's message, shown here, and the times are reloaded.
 */
export function RescheduleDialog({ appointment, open, onOpenChange }: RescheduleDialogProps) {
  const { today } = useShopClock();
  const days = Array.from({ length: DAYS_AHEAD }, (_, index) => addDaysToLocalDate(today, index));
  const [date, setDate] = useState(() =>
    appointment.scheduledDate >= today ? appointment.scheduledDate : today,
  );
  const [time, setTime] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const times = useBarberAvailableTimes(
    { barberId: appointment.barberId, date, serviceDuration: appointment.durationMinutes },
    open,
  );
  const reschedule = useRescheduleAppointment(appointment.id);
  const available = times.data?.times.filter((slot) => slot.available) ?? [];

  function chooseDate(next: string) {
    setDate(next);
    setTime(null);
    setSaveError(null);
  }

  async function save() {
    if (!time) return;
    setSaveError(null);
    try {
      await reschedule.mutateAsync({ scheduledDate: date, scheduledTime: time });
      toast.success(rescheduleMessages.saved);
      onOpenChange(false);
    } catch (error) {
      const message = isApiError(error)
        ? error.status >= 400 && error.status < 500
          ? error.message
          : getErrorToastMessage(error)
        : rescheduleMessages.saveFailed;
      setSaveError(message);
      if (isApiError(error) && error.status === 409) {
        setTime(null);
        void times.refetch();
      }
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Alterar data"
      description={`Atual: ${formatLocalDateTime(appointment.scheduledDate, appointment.scheduledTime)}`}
      variant="sheet"
    >
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">Dia</legend>
        <div className="relative -mx-5 flex snap-x gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none]">
          {days.map((day) => (
            <DayButton
              key={day}
              date={day}
              selected={day === date}
              onSelect={() => chooseDate(day)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">
          Horário em {formatLocalDate(date)}
        </legend>
        {times.isPending ? (
          <div className="grid grid-cols-3 gap-2" aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-11" />
            ))}
          </div>
        ) : times.error ? (
          <div className="flex items-center justify-between gap-3 text-base text-muted">
            <p>{rescheduleMessages.loadFailed}</p>
            <Button variant="ghost" onClick={() => void times.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : available.length === 0 ? (
          <p className="py-3 text-base text-muted">{rescheduleMessages.noTimes}</p>
        ) : (
          <div className="grid grid-cols-3 gap-2">
            {available.map((slot) => (
              <button
                key={slot.time}
                type="button"
                aria-pressed={slot.time === time}
                onClick={() => {
                  setTime(slot.time);
                  setSaveError(null);
                }}
                className={cn(
                  'min-h-11 rounded-control border text-base font-medium tabular-nums transition-colors',
                  slot.time === time
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-card text-ink hover:bg-tint',
                )}
              >
                {slot.time}
              </button>
            ))}
          </div>
        )}
      </fieldset>

      {saveError ? <Alert>{saveError}</Alert> : null}

      <Button
        size="lg"
        fullWidth
        disabled={!time || reschedule.isPending}
        onClick={() => void save()}
      >
        {reschedule.isPending ? 'Salvando…' : 'Salvar nova data'}
      </Button>
    </Dialog>
  );
}
