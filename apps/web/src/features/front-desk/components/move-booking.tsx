import type { Agenda, AgendaBooking } from '@navalha/core/contracts/front-desk-agenda';
import { localDateInZone } from '@navalha/core/domain/format/date-time';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { agendaKeys, useAgenda } from '../api/get-agenda';
import { useBarberAvailableTimes } from '../../../shared/schedule/get-barber-available-times';
import { useMoveDeskBooking } from '../api/move-desk-booking';
import { failureMessage } from './desk-actions';

interface Values {
  barberId: string;
  date: string;
  time: string;
}

/** The agenda already read that holds this booking (its day, zone and staff). */
function useAgendaHolding(bookingId: string): Agenda | undefined {
  const queryClient = useQueryClient();
  const cached = queryClient
    .getQueriesData<Agenda>({ queryKey: agendaKeys.all })
    .map(([, data]) => data)
    .find((agenda) => agenda?.bookings?.some((booking) => booking.id === bookingId));
  const today = useAgenda(undefined);
  return cached ?? today.data;
}

function MoveDialog({ booking, onClose }: { booking: AgendaBooking; onClose: () => void }) {
  const agenda = useAgendaHolding(booking.id);
  const move = useMoveDeskBooking();
  const timeZone = agenda?.timeZone ?? 'America/Sao_Paulo';
  const form = useForm<Values>({
    defaultValues: {
      barberId: booking.barberId,
      date: localDateInZone(booking.startsAt, timeZone),
      time: '',
    },
  });
  const [barberId, date] = useWatch({ control: form.control, name: ['barberId', 'date'] });
  const duration = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const times = useBarberAvailableTimes(
    { barberId, date, serviceDuration: duration },
    Boolean(barberId && date),
  );
  const free = (times.data?.times ?? []).filter((slot) => slot.available);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!values.time) {
      form.setError('time', { message: 'Escolha o novo horário.' });
      return;
    }
    try {
      await move.mutateAsync({ id: booking.id, ...values });
      toast.success(`Agendamento movido para ${values.time}`);
      onClose();
    } catch (error) {
      form.setError('time', {
        message: failureMessage(error, 'Não foi possível mover o agendamento.'),
      });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Mover agendamento"
      description={`${booking.client.name} · ${booking.services.join(' + ')}`}
    >
      <form
        aria-label="Mover agendamento"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        <SelectField
          label="Barbeiro"
          {...form.register('barberId', { onChange: () => form.setValue('time', '') })}
        >
          {(agenda?.staff ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Dia"
          type="date"
          {...form.register('date', { onChange: () => form.setValue('time', '') })}
        />
        <SelectField label="Horário" error={errors.time?.message} {...form.register('time')}>
          <option value="">
            {times.isPending
              ? 'Carregando horários…'
              : free.length === 0
                ? 'Nenhum horário livre'
                : 'Escolha'}
          </option>
          {free.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {slot.time}
            </option>
          ))}
        </SelectField>
        {times.isError ? (
          <p role="alert" className="text-sm text-danger">
            Erro ao carregar horários disponíveis
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={move.isPending}>
          {move.isPending ? 'Movendo…' : 'Mover'}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * 'Mover': a button and its dialog (barber, day, a free time from availability) that moves the
 * booking with the same checks as a new one; the client is told. For the booking's panel.
 */
export function MoveBookingButton({ booking }: { booking: AgendaBooking }) {
  const [open, setOpen] = useState(false);
  const active = booking.status === 'PENDING' || booking.status === 'CONFIRMED';
  if (!active) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Mover
      </Button>
      {open ? <MoveDialog booking={booking} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
