import type { BarberSchedule, TimeOffEntry } from '@navalha/core/contracts/barber-area';
import { weekdayNames } from '@navalha/core/domain/format/calendar-names';
import { getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import CalendarOff from 'lucide-react/icons/calendar-off';
import Info from 'lucide-react/icons/info';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { useSchedule } from '../api/get-schedule';
import { CalendarFeedPanel } from '../../../shared/calendar-feed/calendar-feed-panel';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';

export const hoursMessages = {
  weekTitle: 'Expediente semanal',
  timeOffTitle: 'Folgas e ausências',
  noTimeOff: 'Nenhuma folga programada.',
  dayOff: 'Folga',
  readOnly: 'Para mudar seu expediente ou pedir uma folga, fale com a administração da barbearia.',
  loadFailed: 'Erro ao carregar o expediente.',
} as const;

type Period = BarberSchedule['workingHours'][number];

/**
 * One day of the week as a shop shows it: from the first start to the last end, and each break
 * between its periods below ('09:00–19:00', 'Intervalo 12:00–13:00').
 */
function DayRow({ day, periods, isToday }: { day: number; periods: Period[]; isToday: boolean }) {
  const breaks = periods.slice(1).map((period, index) => ({
    start: periods[index]?.endTime ?? '',
    end: period.startTime,
  }));
  return (
    <li
      className={cn('flex items-start justify-between gap-3 px-4 py-3', isToday && 'bg-tint')}
      aria-current={isToday ? 'date' : undefined}
    >
      <span className="text-base font-medium whitespace-nowrap text-ink">
        {weekdayNames[day]}
        {isToday ? <span className="sr-only"> (hoje)</span> : null}
      </span>
      {periods.length === 0 ? (
        <span className="text-base text-muted">{hoursMessages.dayOff}</span>
      ) : (
        <span className="flex flex-col items-end text-right whitespace-nowrap tabular-nums">
          <span className="text-base text-ink">
            {periods[0]?.startTime}–{periods.at(-1)?.endTime}
          </span>
          {breaks.map((pause) => (
            <span key={pause.start} className="text-sm text-muted">
              Intervalo {pause.start}–{pause.end}
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

function timeOffLabel(entry: TimeOffEntry): string {
  const start = `${formatLocalDateShort(entry.startDate)}, ${entry.startTime}`;
  if (entry.startDate === entry.endDate) return `${start}–${entry.endTime}`;
  return `${start} até ${formatLocalDateShort(entry.endDate)}, ${entry.endTime}`;
}

/**
 * The barber's own week and upcoming time off (/barber/hours), read-only: the shop's admins
 * keep both (issue 8), and the page says whom to ask.
 */
export function HoursScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useSchedule();
  // The schedule names the shop's zone.
  const { now, today } = useShopClock(data?.timeZone);
  const todayOfWeek = getLocalDayOfWeek(today);

  if (isPending) {
    return (
      <div aria-hidden className="flex flex-col gap-3">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
        <p className="text-base text-muted">{hoursMessages.loadFailed}</p>
        <Button variant="ghost" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="expediente-semanal" className="flex flex-col gap-3">
        <h2 id="expediente-semanal" className="text-xl font-semibold text-ink">
          {hoursMessages.weekTitle}
        </h2>
        <ul className="divide-y divide-line overflow-hidden rounded-card bg-card shadow-card">
          {weekdayNames.map((_, day) => (
            <DayRow
              key={day}
              day={day}
              periods={data.workingHours.filter((period) => period.dayOfWeek === day)}
              isToday={day === todayOfWeek}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="folgas" className="flex flex-col gap-3">
        <h2 id="folgas" className="text-xl font-semibold text-ink">
          {hoursMessages.timeOffTitle}
        </h2>
        {data.timeOff.length === 0 ? (
          <p className="flex items-center gap-3 rounded-card bg-card p-4 text-base text-muted shadow-card">
            <CalendarOff aria-hidden className="size-5 shrink-0 text-accent" />
            {hoursMessages.noTimeOff}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.timeOff.map((entry) => (
              <li key={entry.id} className="rounded-card bg-card p-4 shadow-card">
                <p className="flex items-center justify-between gap-2 text-base font-medium text-ink tabular-nums">
                  {timeOffLabel(entry)}
                  {entry.startsAt.getTime() <= now.getTime() ? (
                    <span className="rounded-full bg-status-pending-soft px-2.5 py-1 text-sm font-semibold text-status-pending">
                      Agora
                    </span>
                  ) : null}
                </p>
                {entry.reason ? <p className="text-sm text-muted">{entry.reason}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="flex items-start gap-2 text-sm text-muted">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {hoursMessages.readOnly}
      </p>
      <CalendarFeedPanel scope="barber" />
    </div>
  );
}
