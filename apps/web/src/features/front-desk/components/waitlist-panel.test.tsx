import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { WaitlistPanel } from './waitlist-panel';

afterEach(() => vi.unstubAllGlobals());

const entry = {
  id: 'w1',
  date: '2030-03-09',
  fromTime: '09:00',
  toTime: '12:00',
  barberId: null,
  barberName: null,
  serviceNames: ['Corte', 'Barba'],
  durationMinutes: 60,
  status: 'WAITING',
  createdAt: '2030-03-01T12:00:00.000Z',
  clientName: 'Ana Souza',
  clientPhone: '(11) 98765-4321',
};

describe('WaitlistPanel', () => {
  it("lists the day's line in order, with the range, the barber or any, and the phone", async () => {
    const api = stubApi({
      'GET /api/admin/waitlist': () =>
        json(200, {
          date: '2030-03-09',
          data: [
            entry,
            {
              ...entry,
              id: 'w2',
              clientName: 'Beto Lima',
              barberId: 'b1',
              barberName: 'Bruno',
              clientPhone: null,
              status: 'OFFERED',
              offer: {
                barberName: 'Bruno',
                time: '10:30',
                expiresAt: '2030-03-09T17:35:00.000Z',
              },
            },
          ],
        }),
    });
    renderWithQuery(<WaitlistPanel date="2030-03-09" timeZone="America/Sao_Paulo" />);
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('1. Ana Souza');
    expect(first).toHaveTextContent('09:00–12:00 · Qualquer barbeiro');
    expect(first).toHaveTextContent('Corte + Barba');
    expect(
      within(first as HTMLElement).getByRole('link', { name: '(11) 98765-4321' }),
    ).toHaveAttribute('href', 'tel:11987654321');
    expect(second).toHaveTextContent('2. Beto Lima');
    expect(second).toHaveTextContent('Bruno');
    expect(second).toHaveTextContent('Horário oferecido');
    expect(second).toHaveTextContent('Reservado: 10:30 com Bruno, até 14:35');
    expect(first).not.toHaveTextContent('Reservado');
    expect(screen.getByRole('heading', { name: 'Lista de espera (2)' })).toBeVisible();
    expect(api.to('GET /api/admin/waitlist')[0]?.search).toBe('?date=2030-03-09');
  });

  it('says when nobody waits', async () => {
    stubApi({ 'GET /api/admin/waitlist': () => json(200, { date: '2030-03-09', data: [] }) });
    renderWithQuery(<WaitlistPanel date="2030-03-09" timeZone="America/Sao_Paulo" />);
    expect(await screen.findByText('Ninguém na lista de espera deste dia.')).toBeVisible();
  });

  it("offers a barber's free time to a waiting client by hand: 'Oferecer horário'", async () => {
    const user = userEvent.setup();
    let offered = false;
    const api = stubApi({
      'GET /api/admin/waitlist': () =>
        json(200, {
          date: '2030-03-09',
          data: [{ ...entry, status: offered ? 'OFFERED' : 'WAITING' }],
        }),
      'GET /api/working-hours/barber/b2/available-times': () =>
        json(200, {
          available: true,
          totalSlots: 3,
          availableSlots: 2,
          occupiedSlots: 1,
          times: [
            { time: '14:00', available: true },
            { time: '14:30', available: false },
            { time: '15:00', available: true },
          ],
        }),
      'POST /api/admin/waitlist/w1/offer': () => {
        offered = true;
        return json(201, {
          entryId: 'w1',
          status: 'OFFERED',
          expiresAt: '2030-03-09T13:15:00.000Z',
        });
      },
    });
    renderWithQuery(
      <WaitlistPanel
        date="2030-03-09"
        timeZone="America/Sao_Paulo"
        staff={[
          { id: 'b1', name: 'Bruno' },
          { id: 'b2', name: 'Caio' },
        ]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Oferecer horário' }));
    await user.selectOptions(screen.getByLabelText('Barbeiro'), 'b2');
    // Only the barber's free times, for the entry's length.
    await within(screen.getByLabelText('Horário')).findByRole('option', { name: '15:00' });
    expect(
      within(screen.getByLabelText('Horário'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['14:00', '15:00']);
    expect(api.to('GET /api/working-hours/barber/b2/available-times')[0]?.search).toBe(
      '?date=2030-03-09&serviceDuration=60',
    );
    await user.selectOptions(screen.getByLabelText('Horário'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Oferecer' }));
    // The line is read again: the entry now holds the time, and has no button any more.
    expect(await screen.findByText('Horário oferecido')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Oferecer horário' })).toBeNull();
    expect(api.to('POST /api/admin/waitlist/w1/offer')[0]?.body).toEqual({
      barberId: 'b2',
      time: '15:00',
    });
  });

  it("shows the server's reason when the time is taken", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/waitlist': () => json(200, { date: '2030-03-09', data: [entry] }),
      'GET /api/working-hours/barber/b1/available-times': () =>
        json(200, {
          available: true,
          totalSlots: 1,
          availableSlots: 1,
          occupiedSlots: 0,
          times: [{ time: '10:00', available: true }],
        }),
      'POST /api/admin/waitlist/w1/offer': () =>
        apiError(
          409,
          'SLOT_UNAVAILABLE',
          'Este horário já está ocupado ou oferecido a outro cliente.',
        ),
    });
    renderWithQuery(
      <WaitlistPanel
        date="2030-03-09"
        timeZone="America/Sao_Paulo"
        staff={[{ id: 'b1', name: 'Bruno' }]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Oferecer horário' }));
    await user.selectOptions(screen.getByLabelText('Barbeiro'), 'b1');
    await within(screen.getByLabelText('Horário')).findByRole('option', { name: '10:00' });
    await user.click(screen.getByRole('button', { name: 'Oferecer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este horário já está ocupado ou oferecido a outro cliente.',
    );
  });

  it('offers nothing to an entry already offered', async () => {
    stubApi({
      'GET /api/admin/waitlist': () =>
        json(200, { date: '2030-03-09', data: [{ ...entry, status: 'OFFERED' }] }),
    });
    renderWithQuery(
      <WaitlistPanel
        date="2030-03-09"
        timeZone="America/Sao_Paulo"
        staff={[{ id: 'b1', name: 'Bruno' }]}
      />,
    );
    expect(await screen.findByText('Horário oferecido')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Oferecer horário' })).toBeNull();
  });
});
