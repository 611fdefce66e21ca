import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { deskTestSetUp, FakeEventSource, setWidth } from '../../../test/desk-doubles';

const ANA = '6e617661-6c68-4100-8000-000000000b01';
const CAIO = '6e617661-6c68-4100-8000-000000000b02';
const CLIENT = '6e617661-6c68-4100-8000-00000000c001';

/** Saturday 2030-03-09 in São Paulo (UTC−3): 10:00 there is 13:00Z. */
function agenda(date = '2030-03-09') {
  return {
    date,
    timeZone: 'America/Sao_Paulo',
    slotStepMinutes: 30,
    openingHours: [{ start: '09:00', end: '19:00' }],
    staff: [
      {
        id: ANA,
        name: 'Ana Navalha',
        avatarUrl: null,
        workingHours: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '19:00' },
        ],
        breaks: [{ start: '12:00', end: '13:00' }],
        timeOff: [],
      },
      {
        id: CAIO,
        name: 'Caio Tesoura',
        avatarUrl: null,
        workingHours: [{ start: '09:00', end: '19:00' }],
        breaks: [],
        timeOff: [
          {
            id: '6e617661-6c68-4100-8000-0000000000f1',
            startsAt: `${date}T18:00:00.000Z`,
            endsAt: `${date}T22:00:00.000Z`,
            reason: 'Consulta médica',
          },
        ],
      },
    ],
    bookings: [
      {
        id: '6e617661-6c68-4100-8000-00000000a001',
        barberId: ANA,
        startsAt: `${date}T13:00:00.000Z`,
        endsAt: `${date}T13:45:00.000Z`,
        client: { id: CLIENT, name: 'Bruno Lima', phone: '(11) 98765-4321' },
        services: ['Corte de cabelo', 'Barba'],
        status: 'CONFIRMED',
        paymentMethod: 'PIX',
        paymentStatus: 'COMPLETED',
      },
      {
        id: '6e617661-6c68-4100-8000-00000000a002',
        barberId: CAIO,
        startsAt: `${date}T14:00:00.000Z`,
        endsAt: `${date}T14:30:00.000Z`,
        client: { id: CLIENT, name: 'Davi Souza', phone: null },
        services: ['Corte de cabelo'],
        status: 'PENDING',
        paymentMethod: 'CASH',
        paymentStatus: 'PENDING',
      },
    ],
  };
}

beforeEach(() => {
  deskTestSetUp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/agenda on a desktop', () => {
  it('shows the day as a grid: a column per barber, shaded breaks and time off, labelled blocks', async () => {
    setWidth(true);
    const api = stubApi({ 'GET /api/admin/agenda': () => json(200, agenda()) });
    await renderApp('/admin/agenda');

    const grid = await screen.findByRole('region', { name: 'Grade do dia' });
    expect(screen.getByRole('button', { name: 'Grade' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Sábado, 9 de março de 2030' })).toBeVisible();
    expect(within(grid).getByText('Ana Navalha')).toBeVisible();
    expect(within(grid).getByText('Caio Tesoura')).toBeVisible();
    expect(within(grid).getByText('09:00')).toBeVisible();
    expect(within(grid).getByText('18:30')).toBeVisible();

    // A block opens the booking's panel (booking-panel.test.tsx).
    const confirmed = within(grid).getByRole('button', {
      name: 'Bruno Lima, 10:00 às 10:45, com Ana Navalha, Confirmado · Pago no PIX',
    });
    expect(within(confirmed).getByText('10:00–10:45 · Corte de cabelo + Barba')).toBeVisible();
    expect(
      within(grid).getByRole('button', {
        name: 'Davi Souza, 11:00 às 11:30, com Caio Tesoura, Pendente · Pagar na barbearia',
      }),
    ).toBeVisible();

    const ana = screen.getByTestId(`coluna-${ANA}`);
    expect(within(ana).getByText('Pausa')).toHaveStyle({ top: `${6 * 44}px`, height: '88px' });
    const caio = screen.getByTestId(`coluna-${CAIO}`);
    expect(within(caio).getByText('Folga: Consulta médica')).toHaveStyle({ top: `${12 * 44}px` });
    expect(api.to('GET /api/admin/agenda')[0]?.search).toBe('');
  });

  it('steps through days and jumps back to today in the shop', async () => {
    setWidth(true);
    const api = stubApi({
      'GET /api/admin/agenda': (request) => {
        const date = new URLSearchParams(request.search).get('date') ?? '2030-03-09';
        return json(200, agenda(date));
      },
    });
    const { user } = await renderApp('/admin/agenda');
    await screen.findByRole('heading', { name: 'Sábado, 9 de março de 2030' });

    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(
      await screen.findByRole('heading', { name: 'Domingo, 10 de março de 2030' }),
    ).toBeVisible();
    expect(api.to('GET /api/admin/agenda').at(-1)?.search).toBe('?date=2030-03-10');
    expect(screen.getByLabelText('Data')).toHaveValue('2030-03-10');

    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(
      await screen.findByRole('heading', { name: 'Sexta-feira, 8 de março de 2030' }),
    ).toBeVisible();
    expect(api.to('GET /api/admin/agenda').at(-1)?.search).toBe('?date=2030-03-08');

    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(
      await screen.findByRole('heading', { name: 'Sábado, 9 de março de 2030' }),
    ).toBeVisible();
    // Today is the server's to say, in the shop's zone: it was asked with no date.
    expect(screen.getByLabelText('Data')).toHaveValue('2030-03-09');
    expect(api.to('GET /api/admin/agenda').filter((request) => request.search === '')).toHaveLength(
      1,
    );
  });

  it('refetches the day when the notifications stream announces a change', async () => {
    setWidth(true);
    let call = 0;
    const api = stubApi({
      'GET /api/admin/agenda': () => {
        call += 1;
        const day = agenda();
        return json(200, call === 1 ? { ...day, bookings: [] } : day);
      },
    });
    await renderApp('/admin/agenda');
    const grid = await screen.findByRole('region', { name: 'Grade do dia' });
    expect(within(grid).queryByRole('button', { name: /^Bruno Lima/ })).toBeNull();

    for (const source of FakeEventSource.instances) source.emit('notification');
    expect(await within(grid).findByRole('button', { name: /^Bruno Lima/ })).toBeVisible();
    expect(api.to('GET /api/admin/agenda').length).toBeGreaterThanOrEqual(2);
  });

  it('switches to the list and back', async () => {
    setWidth(true);
    stubApi({
      'GET /api/admin/agenda': () => json(200, agenda()),
      'GET /api/admin/appointments': () => json(200, { data: [], page: 1, limit: 20, total: 0 }),
      'GET /api/admin/barbers': () => json(200, []),
    });
    const { user } = await renderApp('/admin/agenda');
    await screen.findByRole('region', { name: 'Grade do dia' });
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Grade do dia' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Grade' }));
    expect(await screen.findByRole('region', { name: 'Grade do dia' })).toBeVisible();
  });
});

describe('/admin/agenda on a phone', () => {
  it('opens on the list, as before', async () => {
    setWidth(false);
    stubApi({
      'GET /api/admin/appointments': () => json(200, { data: [], page: 1, limit: 20, total: 0 }),
      'GET /api/admin/barbers': () => json(200, []),
    });
    await renderApp('/admin/agenda');
    expect(await screen.findByRole('button', { name: 'Lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Grade do dia' })).toBeNull();
  });

  it('shows one barber at a time in the grid, changed with buttons or a swipe', async () => {
    setWidth(false);
    stubApi({ 'GET /api/admin/agenda': () => json(200, agenda()) });
    const { user } = await renderApp('/admin/agenda?vista=grade');
    const grid = await screen.findByRole('region', { name: 'Grade do dia' });
    expect(within(grid).getByText('Ana Navalha')).toBeVisible();
    expect(within(grid).queryByText('Caio Tesoura')).toBeNull();
    expect(screen.getByText('1 de 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Barbeiro anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Próximo barbeiro' }));
    const next = screen.getByRole('region', { name: 'Grade do dia' });
    expect(within(next).getByText('Caio Tesoura')).toBeVisible();
    expect(within(next).getByRole('button', { name: /^Davi Souza, 11:00/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Próximo barbeiro' })).toBeDisabled();

    const swipeArea = next.parentElement;
    if (!swipeArea) throw new Error('the grid sits in its swipe area');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.touchStart(swipeArea, { touches: [{ clientX: 50, clientY: 200 }] });
    fireEvent.touchEnd(swipeArea, { changedTouches: [{ clientX: 250, clientY: 210 }] });
    expect(
      within(screen.getByRole('region', { name: 'Grade do dia' })).getByText('Ana Navalha'),
    ).toBeVisible();
  });
});
