import { addDaysToLocalDate, formatLocalDate } from '@navalha/core/domain/format/date-time';
import { layOutWeekGrid } from '@navalha/core/domain/front-desk/week-grid';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAgenda } from '../api/get-agenda';
import { useAgendaWeek } from '../api/get-agenda-week';
import { useNow } from '../hooks/use-now';
import { WeekGridView } from './week-grid-view';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink transition-colors hover:bg-page disabled:text-muted';

/**
 * The agenda's 'Semana' view: one barber's week (`?barbeiro=`, the first of the day's staff
 * when absent), moved a week at a time; `?data=` is any day of the week shown.
 */
export function WeekSection({ date }: { date: string | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The day's staff, already fetched for the grid, names the barbers to choose from.
  const staff = useAgenda(date).data?.staff;
  const requested = searchParams.get('barbeiro');
  const barberId =
    staff?.find((member) => member.id === requested)?.id ?? requested ?? staff?.[0]?.id;
  const weekQuery = useAgendaWeek(barberId, date);
  const week = weekQuery.data;
  const now = useNow();
  const grid = useMemo(
    () =>
      week
        ? layOutWeekGrid({
            timeZone: week.timeZone,
            slotStepMinutes: week.slotStepMinutes,
            days: week.days,
            now,
          })
        : null,
    [week, now],
  );

  const setParam = (name: string, value: string | null) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (value) updated.set(name, value);
      else updated.delete(name);
      return updated;
    });
  const first = week?.days[0]?.date;
  const last = week?.days.at(-1)?.date;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Barbeiro"
          className="min-w-56"
          value={barberId ?? ''}
          disabled={!staff}
          onChange={(event) => setParam('barbeiro', event.target.value)}
        >
          {staff?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          aria-label="Semana anterior"
          className={iconButton}
          disabled={!first}
          onClick={() => first && setParam('data', addDaysToLocalDate(first, -7))}
        >
          <ChevronLeft aria-hidden className="size-6" />
        </button>
        <button
          type="button"
          aria-label="Próxima semana"
          className={iconButton}
          disabled={!first}
          onClick={() => first && setParam('data', addDaysToLocalDate(first, 7))}
        >
          <ChevronRight aria-hidden className="size-6" />
        </button>
        <Button variant="secondary" onClick={() => setParam('data', null)}>
          Esta semana
        </Button>
      </div>
      {first && last ? (
        <h2 className="text-xl font-semibold text-ink tabular-nums">
          {formatLocalDate(first)} a {formatLocalDate(last)}
        </h2>
      ) : null}
      {weekQuery.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card"
        >
          <span className="text-ink">Erro ao carregar a semana</span>
          <Button variant="secondary" onClick={() => void weekQuery.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : week && grid ? (
        <WeekGridView agenda={week} grid={grid} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-96 rounded-card" />
        </div>
      )}
    </div>
  );
}
