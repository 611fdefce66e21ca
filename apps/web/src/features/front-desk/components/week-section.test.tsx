import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { deskTestSetUp } from '../../../test/desk-doubles';

const ANA = '6e617661-6c68-4100-8000-000000000b01';
const CAIO = '6e617661-6c68-4100-8000-000000000b02';
const CLIENT = '6e617661-6c68-4100-8000-00000000c001';
/** Sunday 2030-03-03 to Saturday 2030-03-09, São Paulo (UTC−3). */
const DATES = Array.from({ length: 7 }, (_, index) => `2030-03-0${index + 3}`);

const member = (id: string, name: string) => ({
  id,
  name,
  avatarUrl: null,
  workingHours: [{ start: '09:00', end: '19:00' }],
  breaks: [],
  timeOff: [],
});

const day = {
  date: '2030-03-06',
  timeZone: 'America/Sao_Paulo',
  slotStepMinutes: 30,
  openingHours: [{ start: '09:00', end: '19:00' }],
  staff: [member(ANA, 'Ana Navalha'), member(CAIO, 'Caio Tesoura')],
  bookings: [],
};

function week(barberId: string, name: string) {
  return {
    timeZone: 'America/Sao_Paulo',
    slotStepMinutes: 30,
    barber: { id: barberId, name, avatarUrl: null },
    days: DATES.map((date, index) => ({
      date,
      openingHours: index === 0 ? [] : [{ start: '09:00', end: '19:00' }],
      workingHours: index === 0 ? [] : [{ start: '09:00', end: '19:00' }],
      breaks: [],
      timeOff: [],
      bookings:
        date === '2030-03-05'
          ? [
              {
                id: '6e617661-6c68-4100-8000-00000000a001',
                barberId,
                startsAt: `${date}T13:00:00.000Z`,
                endsAt: `${date}T13:45:00.000Z`,
                client: { id: CLIENT, name: 'Bruno Lima', phone: null },
                services: ['Corte de cabelo'],
                status: 'CONFIRMED',
                paymentMethod: 'PIX',
                paymentStatus: 'COMPLETED',
              },
            ]
          : [],
    })),
  };
}

beforeEach(() => {
  deskTestSetUp({ wide: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/admin/agenda, 'Semana'", () => {
  it("shows the first barber's week, a column a day, each booking labelled with its day", async () => {
    const api = stubApi({
      'GET /api/admin/agenda': () => json(200, day),
      'GET /api/admin/agenda/week': (request) => {
        const id = new URLSearchParams(request.search).get('barberId');
        return json(200, id === CAIO ? week(CAIO, 'Caio Tesoura') : week(ANA, 'Ana Navalha'));
      },
    });
    const { user } = await renderApp('/admin/agenda?vista=semana&data=2030-03-06');

    const grid = await screen.findByRole('region', { name: 'Semana de Ana Navalha' });
    expect(screen.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '03/03/2030 a 09/03/2030' })).toBeVisible();
    for (const heading of ['Dom 3', 'Ter 5', 'Sáb 9']) {
      expect(within(grid).getByText(heading)).toBeVisible();
    }
    expect(
      within(grid).getByRole('link', {
        name: '05/03/2030: Bruno Lima, 10:00 às 10:45, com Ana Navalha, Confirmado · Pago no PIX',
      }),
    ).toHaveAttribute('href', `/admin/clients/${CLIENT}`);
    const [asked] = api.to('GET /api/admin/agenda/week');
    expect(new URLSearchParams(asked?.search).get('barberId')).toBe(ANA);
    expect(new URLSearchParams(asked?.search).get('date')).toBe('2030-03-06');

    await user.selectOptions(screen.getByLabelText('Barbeiro'), 'Caio Tesoura');
    expect(await screen.findByRole('region', { name: 'Semana de Caio Tesoura' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    await vi.waitFor(() =>
      expect(
        api
          .to('GET /api/admin/agenda/week')
          .some((request) => new URLSearchParams(request.search).get('date') === '2030-03-10'),
      ).toBe(true),
    );
  });
});
