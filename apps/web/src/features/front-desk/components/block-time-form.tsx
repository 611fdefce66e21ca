import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { createTimeOffBodySchema } from '@navalha/core/contracts/admin-staff';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useBlockTime } from '../api/block-time';
import { failureMessage } from './desk-actions';

interface Values {
  barberId: string;
  startTime: string;
  endTime: string;
  reason: string;
}

/** The time `minutes` after 'HH:MM', within the day. */
function later(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = Math.min(hours * 60 + mins + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * 'Bloquear horário': a one-off break for a barber on the grid's day, with its reason; it shows
 * shaded with the reason and can be removed from the grid.
 */
export function BlockTimeForm({
  agenda,
  times,
  slot,
  onDone,
}: {
  agenda: Agenda;
  times: readonly string[];
  slot: { staffId: string; time: string };
  onDone: () => void;
}) {
  const block = useBlockTime();
  const ends = [...times.slice(1), later(times.at(-1) ?? slot.time, agenda.slotStepMinutes)];
  const form = useForm<Values>({
    defaultValues: {
      barberId: slot.staffId,
      startTime: slot.time,
      endTime: later(slot.time, agenda.slotStepMinutes),
      reason: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = {
      startDate: agenda.date,
      startTime: values.startTime,
      endDate: agenda.date,
      endTime: values.endTime,
      reason: values.reason,
    };
    const check = createTimeOffBodySchema.safeParse(body);
    if (!check.success) {
      for (const issue of check.error.issues) {
        const field = String(issue.path[0]) === 'reason' ? 'reason' : 'endTime';
        form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await block.mutateAsync({ barberId: values.barberId, ...check.data });
      toast.success('Horário bloqueado');
      onDone();
    } catch (error) {
      form.setError('endTime', {
        message: failureMessage(error, 'Não foi possível bloquear. Tente novamente.'),
      });
    }
  });

  return (
    <form
      aria-label="Bloquear horário"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <SelectField label="Barbeiro" {...form.register('barberId')}>
        {agenda.staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Das" {...form.register('startTime')}>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
        <SelectField label="Até" error={errors.endTime?.message} {...form.register('endTime')}>
          {ends.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Motivo"
        placeholder="Almoço, consulta médica…"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" size="lg" fullWidth disabled={block.isPending}>
        {block.isPending ? 'Bloqueando…' : 'Bloquear'}
      </Button>
    </form>
  );
}
