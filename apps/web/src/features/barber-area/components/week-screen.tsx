import type { Appointment } from '@navalha/core/contracts/appointments';
import { sortAgendaDay } from '@navalha/core/domain/barber-area/barber-agenda';
import { monthNames, weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import { addDaysToLocalDate, getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import { getWeekRange, listDatesInRange } from '@navalha/core/domain/schedule/calendar-periods';
import type { LocalDateRange } from '@navalha/core/domain/schedule/calendar-periods';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { useMyAgenda } from '../api/get-my-agenda';
import { countLabel } from '../count-label';
import { useAgendaActions } from '../hooks/use-agenda-actions';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';
import { AgendaList, AgendaSkeleton } from './agenda-list';
import { AgendaSection } from './agenda-section';
import { RejectDialog } from './reject-dialog';

function monthWord(date: string): string {
  return (monthNames[Number(date.slice(5, 7)) - 1] ?? '').toLocaleLowerCase('pt-BR');
}

/** '3 – 9 de maio' or '26 de abril – 2 de maio' (and the year when it is not this one). */
export function formatWeekLabel({ from, to }: LocalDateRange, thisYear: string): string {
  const day = (date: string) => Number(date.slice(8, 10));
  const year = to.slice(0, 4) === thisYear ? '' : ` de ${to.slice(0, 4)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) {
    return `${day(from)} – ${day(to)} de ${monthWord(to)}${year}`;
  }
  return `${day(from)} de ${monthWord(from)} – ${day(to)} de ${monthWord(to)}${year}`;
}

/**
 * The week view (/barber/week): Sunday to Saturday with each day's count (and a mark where a
 * request waits), and the chosen day's appointments, pending requests first.
 */
export function WeekScreen() {
  const { now, today } = useShopClock();
  const [weekOf, setWeekOf] = useState(today);
  const [chosen, setChosen] = useState(today);
  const week = getWeekRange(weekOf);
  const days = listDatesInRange(week);
  const selected = days.includes(chosen) ? chosen : week.from;
  const query = useMyAgenda(week);
  const actions = useAgendaActions();

  const all = query.data?.data ?? [];
  const byDay = new Map<string, Appointment[]>(days.map((date) => [date, []]));
  for (const appointment of all) byDay.get(appointment.scheduledDate)?.push(appointment);
  const dayList = sortAgendaDay(byDay.get(selected) ?? []);
  const isThisWeek = days.includes(today);

  function moveWeek(weeks: number) {
    const next = addDaysToLocalDate(week.from, weeks * 7);
    setWeekOf(next);
    setChosen(getWeekRange(next).from <= today && today <= getWeekRange(next).to ? today : next);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" aria-label="Semana anterior" onClick={() => moveWeek(-1)}>
          <ChevronLeft aria-hidden className="size-6" />
        </Button>
        <div className="text-center">
          <h2 className="text-lg font-semibold text-ink">
            {formatWeekLabel(week, today.slice(0, 4))}
          </h2>
          {!isThisWeek ? (
            <button
              type="button"
              onClick={() => {
                setWeekOf(today);
                setChosen(today);
              }}
              className="min-h-11 text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              Voltar para esta semana
            </button>
          ) : null}
        </div>
        <Button variant="ghost" aria-label="Próxima semana" onClick={() => moveWeek(1)}>
          <ChevronRight aria-hidden className="size-6" />
        </Button>
      </div>
      <ul aria-label="Dias da semana" className="grid grid-cols-7 gap-1">
        {days.map((date) => {
          const list = byDay.get(date) ?? [];
          const active = list.filter(
            (item) => item.status !== 'CANCELLED' && item.status !== 'EXPIRED',
          );
          const waiting = list.some((item) => item.status === 'PENDING');
          const isSelected = date === selected;
          return (
            <li key={date}>
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={`${formatLocalDateLong(date)}${date === today ? ' (hoje)' : ''}: ${
                  query.data ? countLabel(active.length) : 'carregando'
                }${waiting ? ', com solicitação pendente' : ''}`}
                onClick={() => setChosen(date)}
                className={cn(
                  'relative flex h-20 w-full flex-col items-center justify-center gap-0.5 rounded-control border tabular-nums transition-colors',
                  isSelected
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-card text-ink hover:border-primary hover:bg-tint',
                )}
              >
                <span className={cn('text-sm', isSelected ? 'text-white' : 'text-muted')}>
                  {weekdayShortNames[getLocalDayOfWeek(date)]}
                </span>
                <span className="text-lg leading-none font-bold">{Number(date.slice(8, 10))}</span>
                <span className={cn('text-sm', isSelected ? 'text-white' : 'text-muted')}>
                  {query.data ? active.length : '·'}
                </span>
                {waiting ? (
                  <span
                    aria-hidden
                    className="absolute top-1.5 right-1.5 size-2 rounded-full bg-status-pending"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <AgendaSection
        title={`${formatLocalDateLong(selected, { withYear: false })}${selected === today ? ' (hoje)' : ''}`}
        count={dayList.length}
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        isEmpty={dayList.length === 0}
        emptyText="Nenhum agendamento encontrado para esta data."
        loading={<AgendaSkeleton />}
      >
        <AgendaList appointments={dayList} now={now} actions={actions} />
      </AgendaSection>
      <RejectDialog
        appointment={actions.rejecting}
        pending={actions.isRejecting}
        onClose={actions.closeReject}
        onSubmit={actions.reject}
      />
    </div>
  );
}
