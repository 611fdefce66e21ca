import { createTimeOffBodySchema } from '@navalha/core/contracts/admin-staff';
import type { TimeOff } from '@navalha/core/contracts/admin-staff';
import { addDaysToLocalDate } from '@navalha/core/domain/format/date-time';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import type { TimeOffInput } from '../api/create-time-off';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import type { FieldErrors } from '../save-errors';
import { useShopClock } from '../../../shared/shop-clock/use-shop-clock';

export const timeOffFields = ['startDate', 'startTime', 'endDate', 'endTime', 'reason'];

export interface TimeOffSectionProps {
  items: readonly TimeOff[];
  pending: boolean;
  onCreate: (body: TimeOffInput) => Promise<FieldErrors>;
  onDelete: (item: TimeOff) => void;
}

interface TimeOffValues {
  wholeDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  reason: string;
}

function describe(item: TimeOff): string {
  const start = `${formatLocalDateShort(item.startDate)} ${item.startTime}`;
  const sameDay = item.startDate === item.endDate;
  const wholeDays = item.startTime === '00:00' && item.endTime === '00:00';
  if (wholeDays) {
    const lastDay = addDaysToLocalDate(item.endDate, -1);
    return lastDay === item.startDate
      ? `${formatLocalDateShort(item.startDate)}, dia inteiro`
      : `${formatLocalDateShort(item.startDate)} a ${formatLocalDateShort(lastDay)}`;
  }
  return sameDay
    ? `${start} às ${item.endTime}`
    : `${start} até ${formatLocalDateShort(item.endDate)} ${item.endTime}`;
}

/**
 * A barber's time off: what is coming, and a form for more (whole days, or hours of a day).
 * New bookings cannot fall in it; bookings already made stay, and the answer says how many.
 */
export function TimeOffSection({ items, pending, onCreate, onDelete }: TimeOffSectionProps) {
  const { today } = useShopClock();
  const headingId = useId();
  const form = useForm<TimeOffValues, unknown, TimeOffInput>({
    // A whole day runs from its midnight to the next day's.
    resolver: contractResolver(createTimeOffBodySchema, ({ wholeDay, ...values }) =>
      wholeDay
        ? {
            startDate: values.startDate,
            startTime: '00:00',
            endDate: values.endDate ? addDaysToLocalDate(values.endDate, 1) : '',
            endTime: '00:00',
            reason: values.reason,
          }
        : { ...values },
    ),
    reValidateMode: 'onSubmit',
    defaultValues: {
      wholeDay: true,
      startDate: today,
      startTime: '09:00',
      endDate: today,
      endTime: '12:00',
      reason: '',
    },
  });
  const { errors } = form.formState;
  const [wholeDay, startDate] = useWatch({
    control: form.control,
    name: ['wholeDay', 'startDate'],
  });

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    const saveErrors = await onCreate(body);
    showFieldErrors(form, saveErrors);
    if (Object.keys(saveErrors).length === 0) form.setValue('reason', '');
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Folgas
      </h2>
      {items.length === 0 ? (
        <p className="text-base text-muted">Nenhuma folga marcada.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Folgas marcadas">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card"
            >
              <div>
                <p className="text-base font-medium text-ink tabular-nums">{describe(item)}</p>
                {item.reason ? <p className="text-sm text-muted">{item.reason}</p> : null}
              </div>
              <button
                type="button"
                aria-label={`Remover folga de ${describe(item)}`}
                onClick={() => onDelete(item)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger"
              >
                <Trash2 aria-hidden className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Nova folga"
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
      >
        <Checkbox label="Dia inteiro" {...form.register('wholeDay')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={wholeDay ? 'Primeiro dia' : 'Início'}
            type="date"
            min={today}
            error={errors.startDate?.message}
            {...editableField(form, 'startDate')}
          />
          {wholeDay ? (
            <TextField
              label="Último dia"
              type="date"
              min={startDate}
              error={(errors.endDate ?? errors.endTime)?.message}
              {...editableField(form, 'endDate')}
            />
          ) : (
            <TextField
              label="Hora de início"
              type="time"
              error={errors.startTime?.message}
              {...editableField(form, 'startTime')}
            />
          )}
          {wholeDay ? null : (
            <>
              <TextField
                label="Fim"
                type="date"
                min={startDate}
                error={errors.endDate?.message}
                {...editableField(form, 'endDate')}
              />
              <TextField
                label="Hora do fim"
                type="time"
                error={errors.endTime?.message}
                {...editableField(form, 'endTime')}
              />
            </>
          )}
        </div>
        <TextField
          label="Motivo (opcional)"
          maxLength={200}
          error={errors.reason?.message}
          {...editableField(form, 'reason')}
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Salvando…' : 'Marcar folga'}
        </Button>
      </form>
    </section>
  );
}
