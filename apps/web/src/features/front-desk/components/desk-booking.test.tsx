import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminServiceJson } from '../../../test/admin-fixtures';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { deskTestSetUp, setWidth } from '../../../test/desk-doubles';
import { renderWithQuery } from '../../../test/render-with-query';
import { MoveBookingButton } from './move-booking';

const ANA = '6e617661-6c68-4100-8000-000000000b01';
const CAIO = '6e617661-6c68-4100-8000-000000000b02';
const BLOCK = '6e617661-6c68-4100-8000-0000000000f1';
const SERVICE = '6e617661-6c68-4100-8000-000000000501';
const DATE = '2030-03-09';

const booking = {
  id: '6e617661-6c68-4100-8000-00000000a001',
  barberId: ANA,
  startsAt: `${DATE}T13:00:00.000Z`,
  endsAt: `${DATE}T13:30:00.000Z`,
  client: { id: '6e617661-6c68-4100-8000-00000000c001', name: 'Bruno Lima', phone: null },
  services: ['Corte de cabelo'],
  status: 'CONFIRMED',
  paymentMethod: 'CASH',
  paymentStatus: 'PENDING',
};

/** Saturday 2030-03-09 in São Paulo (UTC−3); Caio has a block from 15:00 to 16:00. */
function agenda() {
  const member = (id: string, name: string, timeOff: unknown[] = []) => ({
    id,
    name,
    avatarUrl: null,
    workingHours: [{ start: '09:00', end: '19:00' }],
    breaks: [],
    timeOff,
  });
  return {
    date: DATE,
    timeZone: 'America/Sao_Paulo',
    slotStepMinutes: 30,
    openingHours: [{ start: '09:00', end: '19:00' }],
    staff: [
      member(ANA, 'Ana Navalha'),
      member(CAIO, 'Caio Tesoura', [
        {
          id: BLOCK,
          startsAt: `${DATE}T18:00:00.000Z`,
          endsAt: `${DATE}T19:00:00.000Z`,
          reason: 'Almoço tardio',
        },
        {
          id: '6e617661-6c68-4100-8000-0000000000f2',
          startsAt: `${DATE}T20:00:00.000Z`,
          endsAt: `${DATE}T21:00:00.000Z`,
          reason: 'Dentista',
        },
      ]),
    ],
    bookings: [booking],
  };
}

const services = () =>
  json(200, [
    adminServiceJson({ barberIds: [ANA, CAIO] }),
    adminServiceJson({ id: 'x', barberIds: [] }),
  ]);

beforeEach(() => {
  deskTestSetUp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('booking from an empty time of the grid', () => {
  it('books a walk-in with name and phone, prefilled with the barber and time tapped', async () => {
    setWidth(true);
    const api = stubApi({
      'GET /api/admin/agenda': () => json(200, agenda()),
      'GET /api/admin/services': services,
      'POST /api/admin/agenda/bookings': () => json(201, { ...booking, barberId: CAIO }),
    });
    const { user } = await renderApp('/admin/agenda');
    await user.click(
      await screen.findByRole('button', { name: 'Novo agendamento às 14:00 com Caio Tesoura' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(dialog).getByLabelText('Barbeiro')).toHaveValue(CAIO);
    expect(within(dialog).getByLabelText('Horário')).toHaveValue('14:00');
    expect(within(dialog).getByText('Pagar na barbearia')).toBeVisible();

    await user.click(
      within(dialog).getByRole('button', { name: 'Novo cliente (nome e telefone)' }),
    );
    await user.type(within(dialog).getByLabelText('Nome'), 'Joaquim Balcão');
    await user.type(within(dialog).getByLabelText('Telefone'), '11912345678');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 91234-5678');
    await user.click(within(dialog).getByLabelText(/Corte de cabelo/));
    expect(within(dialog).getByLabelText(/Corte de cabelo/)).toBeChecked();
    expect(within(dialog).getByText('Total').parentElement).toHaveTextContent(/Total\s*R\$\s45,00/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar agendamento' }));

    await vi.waitFor(() => expect(api.to('POST /api/admin/agenda/bookings')).toHaveLength(1));
    expect(api.to('POST /api/admin/agenda/bookings')[0]?.body).toEqual({
      newClient: { name: 'Joaquim Balcão', phone: '(11) 91234-5678', email: null },
      barberId: CAIO,
      serviceIds: [SERVICE],
      date: DATE,
      time: '14:00',
      notes: null,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why in pt-BR when the time was just taken, and stays open', async () => {
    setWidth(true);
    stubApi({
      'GET /api/admin/agenda': () => json(200, agenda()),
      'GET /api/admin/services': services,
      'GET /api/admin/agenda/clients': () =>
        json(200, {
          data: [{ id: booking.client.id, name: 'Bruno Lima', phone: null, email: 'b@x.dev' }],
        }),
      'POST /api/admin/agenda/bookings': () =>
        apiError(409, 'SLOT_UNAVAILABLE', 'Horário indisponível. Escolha outro horário.'),
    });
    const { user } = await renderApp('/admin/agenda');
    await user.click(
      await screen.findByRole('button', { name: 'Novo agendamento às 11:00 com Ana Navalha' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    await user.type(within(dialog).getByLabelText('Buscar cliente'), 'bru');
    await user.click(await within(dialog).findByRole('button', { name: /Bruno Lima/ }));
    await user.click(within(dialog).getByLabelText(/Corte de cabelo/));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar agendamento' }));
    expect(
      await within(dialog).findByText('Horário indisponível. Escolha outro horário.'),
    ).toBeVisible();
  });

  it('searches once the typing pauses, and aborts a search the next one replaces', async () => {
    setWidth(true);
    const aborted: string[] = [];
    const api = stubApi({
      'GET /api/admin/agenda': () => json(200, agenda()),
      'GET /api/admin/services': services,
      'GET /api/admin/agenda/clients': (request, init) => {
        const search = new URLSearchParams(request.search).get('search') ?? '';
        if (search === 'bruno lima') {
          return json(200, {
            data: [{ id: booking.client.id, name: 'Bruno Lima', phone: null, email: 'b@x.dev' }],
          });
        }
        // The first search never answers: only its abort ends it.
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted.push(search);
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      },
    });
    const { user } = await renderApp('/admin/agenda');
    await user.click(
      await screen.findByRole('button', { name: 'Novo agendamento às 11:00 com Ana Navalha' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    const field = within(dialog).getByLabelText('Buscar cliente');
    await user.type(field, 'bruno');
    // One request for the five letters typed in a row, not one per letter.
    await vi.waitFor(() => expect(api.to('GET /api/admin/agenda/clients')).toHaveLength(1));
    expect(api.to('GET /api/admin/agenda/clients')[0]?.search).toBe('?search=bruno');

    await user.type(field, ' lima');
    expect(await within(dialog).findByRole('button', { name: /Bruno Lima/ })).toBeVisible();
    expect(api.to('GET /api/admin/agenda/clients').map((request) => request.search)).toEqual([
      '?search=bruno',
      '?search=bruno+lima',
    ]);
    expect(aborted).toEqual(['bruno']);
  });

  it('blocks a time with a reason, and removes a block from the grid', async () => {
    setWidth(true);
    const api = stubApi({
      'GET /api/admin/agenda': () => json(200, agenda()),
      'GET /api/admin/services': services,
      [`POST /api/admin/barbers/${ANA}/time-off`]: () =>
        json(201, {
          timeOff: {
            id: BLOCK,
            barberId: ANA,
            startsAt: `${DATE}T19:00:00.000Z`,
            endsAt: `${DATE}T19:30:00.000Z`,
            startDate: DATE,
            startTime: '16:00',
            endDate: DATE,
            endTime: '16:30',
            reason: 'Reunião',
          },
          overlappingAppointments: 0,
        }),
      [`DELETE /api/admin/time-off/${BLOCK}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = await renderApp('/admin/agenda');
    await user.click(
      await screen.findByRole('button', { name: 'Novo agendamento às 16:00 com Ana Navalha' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear horário' }));
    await user.type(within(dialog).getByLabelText('Motivo'), 'Reunião');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    await vi.waitFor(() =>
      expect(api.to(`POST /api/admin/barbers/${ANA}/time-off`)[0]?.body).toEqual({
        startDate: DATE,
        startTime: '16:00',
        endDate: DATE,
        endTime: '16:30',
        reason: 'Reunião',
      }),
    );

    // Each block shows its own reason.
    const caio = screen.getByTestId(`coluna-${CAIO}`);
    expect(within(caio).getByText('Folga: Almoço tardio')).toBeVisible();
    expect(within(caio).getByText('Folga: Dentista')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remover bloqueio: Almoço tardio' }));
    await vi.waitFor(() => expect(api.to(`DELETE /api/admin/time-off/${BLOCK}`)).toHaveLength(1));
  });
});

describe('MoveBookingButton', () => {
  it('moves a booking to a free time of another barber', async () => {
    const api = stubApi({
      'GET /api/admin/agenda': () => json(200, agenda()),
      [`GET /api/working-hours/barber/${CAIO}/available-times`]: () =>
        json(200, {
          available: true,
          totalSlots: 2,
          availableSlots: 1,
          occupiedSlots: 1,
          times: [
            { time: '09:00', available: false },
            { time: '09:30', available: true },
          ],
        }),
      [`GET /api/working-hours/barber/${ANA}/available-times`]: () =>
        json(200, {
          available: false,
          totalSlots: 0,
          availableSlots: 0,
          occupiedSlots: 0,
          times: [],
        }),
      [`PATCH /api/admin/agenda/bookings/${booking.id}`]: () =>
        json(200, { ...booking, barberId: CAIO }),
    });
    const user = userEvent.setup();
    renderWithQuery(
      <MoveBookingButton
        booking={{
          ...booking,
          startsAt: new Date(booking.startsAt),
          endsAt: new Date(booking.endsAt),
          status: 'CONFIRMED',
          paymentMethod: 'CASH',
          paymentStatus: 'PENDING',
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover agendamento' });
    await within(dialog).findByRole('option', { name: 'Caio Tesoura' });
    await user.selectOptions(within(dialog).getByLabelText('Barbeiro'), CAIO);
    await within(dialog).findByRole('option', { name: '09:30' });
    expect(within(dialog).queryByRole('option', { name: '09:00' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Horário'), '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await vi.waitFor(() =>
      expect(api.to(`PATCH /api/admin/agenda/bookings/${booking.id}`)[0]?.body).toEqual({
        barberId: CAIO,
        date: DATE,
        time: '09:30',
      }),
    );
  });

  it('offers nothing for a booking that ended', () => {
    stubApi({});
    renderWithQuery(
      <MoveBookingButton
        booking={{
          ...booking,
          startsAt: new Date(booking.startsAt),
          endsAt: new Date(booking.endsAt),
          status: 'CANCELLED',
          paymentMethod: 'CASH',
          paymentStatus: 'CANCELLED',
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Mover' })).toBeNull();
  });
});
