import type { BarberEarnings } from '@navalha/core/contracts/barber-area';
import { weekdayNames, weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import { getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { useEarnings } from '../api/get-earnings';
import { countLabel } from '../count-label';

export const earningsMessages = {
  loadFailed: 'Erro ao carregar seus ganhos.',
  emptyWeek: 'Nenhum atendimento concluído nesta semana ainda.',
  note: 'Valores pagos pelos clientes nos atendimentos concluídos, pelo dia do atendimento.',
} as const;

const served = (count: number) =>
  countLabel(count, 'atendimento concluído', 'atendimentos concluídos');

function PeriodCard({
  title,
  period,
  large = false,
}: {
  title: string;
  period: BarberEarnings['today'];
  large?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-card bg-card p-4 shadow-card">
      <h2 className="text-sm font-medium text-muted">{title}</h2>
      <p
        className={cn(
          'font-bold tracking-tight text-ink tabular-nums',
          large ? 'text-3xl text-accent' : 'text-2xl',
        )}
      >
        {formatBRL(period.revenue)}
      </p>
      <p className="text-sm text-muted">{served(period.count)}</p>
    </div>
  );
}

/** The week's days as bars: the tallest is the best day. Each bar says its figures to a reader. */
function WeekBars({ days, today }: { days: BarberEarnings['week']['days']; today: string }) {
  const best = Math.max(...days.map((day) => day.revenue), 1);
  return (
    <section aria-labelledby="semana-por-dia" className="rounded-card bg-card p-4 shadow-card">
      <h2 id="semana-por-dia" className="text-base font-semibold text-ink">
        Semana por dia
      </h2>
      {days.every((day) => day.count === 0) ? (
        <p className="mt-2 text-base text-muted">{earningsMessages.emptyWeek}</p>
      ) : (
        <ul className="mt-4 grid h-40 grid-cols-7 items-end gap-2">
          {days.map((day) => {
            const weekday = getLocalDayOfWeek(day.date);
            return (
              <li
                key={day.date}
                aria-label={`${weekdayNames[weekday]}: ${served(day.count)}, ${formatBRL(day.revenue)}`}
                className="flex h-full flex-col items-center justify-end gap-1"
              >
                <span
                  aria-hidden
                  style={{ height: `${Math.round((day.revenue / best) * 100)}%` }}
                  className={cn(
                    'w-full min-h-1 rounded-t-md',
                    day.date === today ? 'bg-primary' : 'bg-accent/50',
                  )}
                />
                <span aria-hidden className="text-sm text-muted">
                  {weekdayShortNames[weekday]}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The barber's earnings (/barber/earnings): today, this week by day, and this month. */
export function EarningsScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useEarnings();
  if (isPending) {
    return (
      <div aria-hidden className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full rounded-card" />
        <Skeleton className="h-56 w-full rounded-card" />
        <Skeleton className="h-24 w-full rounded-card" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
        <p className="text-base text-muted">{earningsMessages.loadFailed}</p>
        <Button variant="ghost" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <PeriodCard title="Hoje" period={data.today} />
      <PeriodCard title="Esta semana" period={data.week} large />
      <WeekBars days={data.week.days} today={data.date} />
      <PeriodCard title="Este mês" period={data.month} />
      <p className="text-sm text-muted">{earningsMessages.note}</p>
    </div>
  );
}
