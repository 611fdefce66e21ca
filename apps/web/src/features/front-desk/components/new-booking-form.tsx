import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { deskBookingBodySchema } from '@navalha/core/contracts/front-desk-bookings';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { formatBRL } from '@navalha/core/domain/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateDeskBooking } from '../api/create-desk-booking';
import { useDeskServices } from '../api/get-desk-services';
import { useDeskClientSearch } from '../api/search-desk-clients';
import { failureMessage } from './desk-actions';

interface Values {
  search: string;
  clientId: string;
  clientName: string;
  newName: string;
  newPhone: string;
  newEmail: string;
  barberId: string;
  serviceIds: string[];
  time: string;
  notes: string;
}

type Field = keyof Values;

/** Where an error of the contract or the API shows in this form. */
function fieldOf(path: readonly PropertyKey[]): Field {
  const [first, second] = path.map(String);
  if (first === 'newClient') {
    return second === 'phone' ? 'newPhone' : second === 'email' ? 'newEmail' : 'newName';
  }
  if (first === 'serviceIds' || first === 'barberId' || first === 'notes') return first;
  if (first === 'date' || first === 'time' || first === 'scheduledTime') return 'time';
  return 'clientId';
}

/**
 * 'Novo agendamento' from an empty time: the client found by name, phone or e-mail, or a new
 * one with just name and phone; services the barber offers; barber and time prefilled; paid at
 * the shop; notes. The server prices and books it, confirmed.
 */
export function NewBookingForm({
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
  const [newClient, setNewClient] = useState(false);
  const create = useCreateDeskBooking();
  const services = useDeskServices();
  const form = useForm<Values>({
    defaultValues: {
      search: '',
      clientId: '',
      clientName: '',
      newName: '',
      newPhone: '',
      newEmail: '',
      barberId: slot.staffId,
      serviceIds: [],
      time: slot.time,
      notes: '',
    },
  });
  const { errors } = form.formState;
  const [search, clientId, clientName, barberId, serviceIds] = useWatch({
    control: form.control,
    name: ['search', 'clientId', 'clientName', 'barberId', 'serviceIds'],
  });
  const found = useDeskClientSearch(newClient || clientId ? '' : search);
  const offered = (services.data ?? []).filter((service) => service.barberIds.includes(barberId));
  const chosen = offered.filter((service) => serviceIds.includes(service.id));
  const totalCents = chosen.reduce(
    (sum, service) => sum + (service.promotionalPrice ?? service.price),
    0,
  );

  const submit = form.handleSubmit(async (values) => {
    const body = {
      ...(newClient
        ? {
            newClient: {
              name: values.newName,
              phone: values.newPhone,
              email: values.newEmail || null,
            },
          }
        : values.clientId
          ? { clientId: values.clientId }
          : {}),
      barberId: values.barberId,
      serviceIds: values.serviceIds.filter((id) => offered.some((service) => service.id === id)),
      date: agenda.date,
      time: values.time,
      notes: values.notes || null,
    };
    const check = deskBookingBodySchema.safeParse(body);
    if (!check.success) {
      for (const issue of check.error.issues) {
        form.setError(fieldOf(issue.path), { message: issue.message });
      }
      return;
    }
    try {
      await create.mutateAsync(body);
      toast.success('Agendamento confirmado');
      onDone();
    } catch (error) {
      const message = failureMessage(error, 'Não foi possível agendar. Tente novamente.');
      if (isApiError(error) && error.field) {
        form.setError(fieldOf(error.field.split('.')), { message });
      } else {
        form.setError('time', { message });
      }
    }
  });

  return (
    <form
      aria-label="Novo agendamento"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-ink">Cliente</legend>
        {newClient ? (
          <>
            <TextField
              label="Nome"
              autoComplete="off"
              error={errors.newName?.message}
              {...form.register('newName')}
            />
            <TextField
              label="Telefone"
              inputMode="tel"
              placeholder="(11) 99999-9999"
              error={errors.newPhone?.message}
              {...form.register('newPhone', {
                onChange: (event: { target: { value: string } }) =>
                  form.setValue('newPhone', maskPhone(event.target.value)),
              })}
            />
            <TextField
              label="E-mail (opcional)"
              type="email"
              autoComplete="off"
              error={errors.newEmail?.message}
              {...form.register('newEmail')}
            />
            <Button variant="ghost" onClick={() => setNewClient(false)}>
              Buscar cliente cadastrado
            </Button>
          </>
        ) : clientId ? (
          <div className="flex items-center justify-between gap-3 rounded-control border border-line p-3">
            <span className="font-semibold text-ink">{clientName}</span>
            <Button
              variant="ghost"
              onClick={() => {
                form.setValue('clientId', '');
                form.setValue('clientName', '');
              }}
            >
              Trocar
            </Button>
          </div>
        ) : (
          <>
            <TextField
              label="Buscar cliente"
              placeholder="Nome, telefone ou e-mail"
              autoComplete="off"
              error={errors.clientId?.message}
              {...form.register('search')}
            />
            {found.data ? (
              found.data.data.length === 0 ? (
                <p className="text-sm text-muted">Nenhum cliente encontrado.</p>
              ) : (
                <ul aria-label="Clientes encontrados" className="flex flex-col gap-1">
                  {found.data.data.map((client) => (
                    <li key={client.id}>
                      <button
                        type="button"
                        onClick={() => {
                          form.setValue('clientId', client.id);
                          form.setValue('clientName', client.name);
                          form.clearErrors('clientId');
                        }}
                        className="flex min-h-11 w-full flex-col items-start rounded-control px-3 py-2 text-left hover:bg-page"
                      >
                        <span className="font-semibold text-ink">{client.name}</span>
                        <span className="text-sm text-muted">
                          {[client.phone, client.email].filter(Boolean).join(' · ')}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
            <Button variant="secondary" onClick={() => setNewClient(true)}>
              Novo cliente (nome e telefone)
            </Button>
          </>
        )}
      </fieldset>

      <SelectField label="Barbeiro" error={errors.barberId?.message} {...form.register('barberId')}>
        {agenda.staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>

      <fieldset className="flex flex-col">
        <legend className="mb-1 text-base font-semibold text-ink">Serviços</legend>
        {services.isPending ? (
          <p className="text-sm text-muted">Carregando serviços…</p>
        ) : offered.length === 0 ? (
          <p className="text-sm text-muted">Este barbeiro não tem serviços cadastrados.</p>
        ) : (
          offered.map((service) => (
            <Checkbox
              key={service.id}
              value={service.id}
              label={`${service.name} · ${formatBRL(service.promotionalPrice ?? service.price)} · ${service.durationMinutes} min`}
              {...form.register('serviceIds')}
            />
          ))
        )}
        {errors.serviceIds?.message ? (
          <p className="text-sm text-danger">{errors.serviceIds.message}</p>
        ) : null}
      </fieldset>

      <SelectField label="Horário" error={errors.time?.message} {...form.register('time')}>
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </SelectField>

      <fieldset>
        <legend className="mb-1 text-base font-semibold text-ink">Pagamento</legend>
        <p className="rounded-control border border-line p-3 text-ink">
          Pagar na barbearia
          <span className="block text-sm text-muted">
            Dinheiro, PIX ou cartão na maquininha, na hora do atendimento.
          </span>
        </p>
      </fieldset>

      <TextField
        label="Observações (opcional)"
        error={errors.notes?.message}
        {...form.register('notes')}
      />

      <p className="flex justify-between text-base text-ink">
        <span>Total</span>
        <span className="font-semibold tabular-nums">{formatBRL(totalCents)}</span>
      </p>
      <Button type="submit" size="lg" fullWidth disabled={create.isPending}>
        {create.isPending ? 'Agendando…' : 'Confirmar agendamento'}
      </Button>
    </form>
  );
}
