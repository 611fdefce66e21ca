import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
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
            },
          ],
        }),
    });
    renderWithQuery(<WaitlistPanel date="2030-03-09" />);
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
    expect(screen.getByRole('heading', { name: 'Lista de espera (2)' })).toBeVisible();
    expect(api.to('GET /api/admin/waitlist')[0]?.search).toBe('?date=2030-03-09');
  });

  it('says when nobody waits', async () => {
    stubApi({ 'GET /api/admin/waitlist': () => json(200, { date: '2030-03-09', data: [] }) });
    renderWithQuery(<WaitlistPanel date="2030-03-09" />);
    expect(await screen.findByText('Ninguém na lista de espera deste dia.')).toBeVisible();
  });
});
