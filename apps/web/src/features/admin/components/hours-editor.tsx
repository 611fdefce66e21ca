import { weekdayNames } from '@navalha/core/domain/format/calendar-names';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/class-names';
import { copyDay, findWeekErrors, fromEditorWeek, nextPeriod, toEditorWeek } from '../hours-week';
import type { EditorWeek, WeekPeriod } from '../hours-week';

/** Monday first on screen, as a working week reads; the API counts Sunday as 0. */
const displayOrder = [1, 2, 3, 4, 5, 6, 0];

export interface HoursEditorProps {
  periods: readonly WeekPeriod[];
  pending: boolean;
  /** Saves the whole week; resolves to an error message to show, or null. */
  onSave: (periods: WeekPeriod[]) => Promise<string | null>;
}

const timeInput = cn(
  'h-11 w-full min-w-0 rounded-control border border-line bg-card px-2 text-base text-ink tabular-nums',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30 aria-invalid:border-danger',
);

/**
 * A barber's week: each day off or with one or more periods (two periods with a gap are a
 * break, e.g. 09:00–12:00 and 13:00–19:00). Saved as a whole, replacing the stored week.
 */
export function HoursEditor({ periods, pending, onSave }: HoursEditorProps) {
  const [week, setWeek] = useState<EditorWeek>(() => toEditorWeek(periods));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const headingId = useId();
  const errors = findWeekErrors(week);
  const hasErrors = errors.some((error) => error !== null);

  function update(day: number, next: EditorWeek[number]) {
    setWeek((current) =>
      current.map((periodsOfDay, index) => (index === day ? next : periodsOfDay)),
    );
    setServerError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (hasErrors || pending) return;
    setServerError(await onSave(fromEditorWeek(week)));
  }

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Horário de trabalho
      </h2>
      {displayOrder.map((day) => {
        const dayName = weekdayNames[day] ?? '';
        const dayPeriods = week[day] ?? [];
        const error = tried ? errors[day] : null;
        return (
          <fieldset
            key={day}
            className={cn(
              'flex flex-col gap-2 rounded-card bg-card p-4 shadow-card',
              error && 'ring-1 ring-danger',
            )}
          >
            <legend className="sr-only">{dayName}</legend>
            <div className="flex items-center justify-between gap-3">
              <span className="text-base font-semibold text-ink">{dayName}</span>
              <Checkbox
                label="Trabalha"
                checked={dayPeriods.length > 0}
                onChange={(event) => update(day, event.target.checked ? [nextPeriod([])] : [])}
              />
            </div>
            {dayPeriods.map((period, index) => (
              <div
                key={index}
                className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2"
              >
                <input
                  type="time"
                  aria-label={`${dayName}, início do período ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  value={period.startTime}
                  onChange={(event) =>
                    update(
                      day,
                      dayPeriods.map((item, i) =>
                        i === index ? { ...item, startTime: event.target.value } : item,
                      ),
                    )
                  }
                  className={timeInput}
                />
                <span aria-hidden className="text-muted">
                  –
                </span>
                <input
                  type="time"
                  aria-label={`${dayName}, fim do período ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  value={period.endTime}
                  onChange={(event) =>
                    update(
                      day,
                      dayPeriods.map((item, i) =>
                        i === index ? { ...item, endTime: event.target.value } : item,
                      ),
                    )
                  }
                  className={timeInput}
                />
                <button
                  type="button"
                  aria-label={`Remover período ${index + 1} de ${dayName}`}
                  onClick={() =>
                    update(
                      day,
                      dayPeriods.filter((_, i) => i !== index),
                    )
                  }
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 aria-hidden className="size-5" />
                </button>
              </div>
            ))}
            {dayPeriods.length > 0 ? (
              <Button
                variant="ghost"
                className="self-start"
                aria-label={`Adicionar intervalo em ${dayName}`}
                onClick={() => update(day, [...dayPeriods, nextPeriod(dayPeriods)])}
              >
                <Plus aria-hidden className="size-5" />
                Adicionar intervalo
              </Button>
            ) : (
              <p className="text-sm text-muted">Folga</p>
            )}
            {error ? <p className="text-sm text-danger">{error}</p> : null}
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          setWeek((current) => copyDay(current, 1, [2, 3, 4, 5, 6]));
          setServerError(null);
        }}
      >
        Copiar segunda para terça a sábado
      </Button>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      {tried && hasErrors ? (
        <p role="alert" className="text-sm text-danger">
          Corrija os dias marcados antes de salvar.
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : 'Salvar horários'}
      </Button>
    </form>
  );
}
