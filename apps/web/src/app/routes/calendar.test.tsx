import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readBookingData,
  readFinalBookingData,
  saveBookingData,
  saveFinalBookingData,
} from '../../shared/booking-draft/booking-draft';
import type { DraftService } from '../../shared/booking-draft/booking-draft';
import { apiError, json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { availabilityJson, page } from '../../test/booking-fixtures';
import { barber, client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const corte: DraftService = {
  id: 'svc-corte',
  name: 'Corte de cabelo',
  durationMinutes: 40,
  price: 5000,
  pricing: { finalPrice: 5000 },
};

function chooseBarber() {
  saveBookingData({
    selectedServices: [corte],
    selectedBarbers: ['barber-bruno'],
    barbers: [{ id: 'barber-bruno', name: 'Bruno Barbeiro', avatarUrl: null }],
    totalPrice: 5000,
  });
}

const times = ['09:00', '14:00', '14:30', '15:00', '16:00'];

/** The slots of each day: every time free but 14:30. */
function slotsByDate(request: RecordedRequest) {
  const { date } = request.body as { date: string };
  return json(
    200,
    availabilityJson(
      times,
      date === '2026-05-07' ? ['16:00'] : ['09:00', '14:00', '15:00', '16:00'],
    ),
  );
}

function day(name: string) {
  return screen.getByRole('button', { name });
}

function appointmentJson(id: string, time: string, clientName: string, status = 'PENDING') {
  const at = `2026-05-06T${time}:00-03:00`;
  return {
    id,
    clientId: 'user-client',
    barberId: 'user-barber',
    serviceId: 'svc-corte',
    barberShopId: 'shop-1',
    scheduledTo: at,
    start_time: at,
    endsAt: at,
    scheduledDate: '2026-05-06',
    scheduledTime: time,
    durationMinutes: 40,
    totalPrice: 50,
    final_amount: 50,
    discount_amount: 0,
    discountAmount: 0,
    paymentFee: 0,
    paymentMethod: 'CASH',
    promotionCode: null,
    notes: null,
    status,
    paymentStatus: 'PENDING',
    cancellationReason: null,
    cancellationFee: null,
    createdAt: '2026-05-01T12:00:00.000Z',
    client: { id: 'user-client', name: clientName, phone: '(11) 98765-4321', avatarUrl: null },
    service: { name: 'Corte de cabelo', imageUrl: null, durationMinutes: 40 },
    services: [],
    barber: { id: 'user-barber', name: 'Bruno Lima', avatarUrl: null },
    barberShop: { id: 'shop-1', name: 'Navalha Barbearia', address: 'Rua Augusta, 100' },
  };
}

beforeEach(() => {
  // Wednesday 6 May 2026, 14:10 in São Paulo. Only Date is frozen: timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-06T17:10:00Z'));
});

afterEach(() => localStorage.clear());

describe('/calendar', () => {
  it('shows the month in Portuguese, weeks starting on Sunday, past days disabled', async () => {
    storeSessionCookies(client);
    chooseBarber();
    stubApi({ 'POST /api/working-hours/available-slots': slotsByDate });
    const app = await renderApp('/calendar');

    expect(await screen.findByRole('heading', { name: 'Maio 2026' })).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    // 1 May 2026 is a Friday: five empty cells come first.
    const firstWeek = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(firstWeek).getAllByRole('cell');
    expect(cells.slice(0, 5).every((cell) => cell.textContent === '')).toBe(true);
    expect(cells[5]).toHaveTextContent('1');

    expect(day('Terça-feira, 5 de maio de 2026')).toBeDisabled();
    expect(day('Sexta-feira, 1 de maio de 2026')).toBeDisabled();
    const today = day('Quarta-feira, 6 de maio de 2026 (hoje)');
    expect(today).toBeEnabled();
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(day('Quinta-feira, 7 de maio de 2026')).toBeEnabled();

    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Junho 2026' })).toBeVisible();
    expect(day('Segunda-feira, 1 de junho de 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeEnabled();
  });

  it("offers only the available times, and none of today's past ones", async () => {
    storeSessionCookies(client);
    chooseBarber();
    const api = stubApi({ 'POST /api/working-hours/available-slots': slotsByDate });
    await renderApp('/calendar');

    const slots = await screen.findByRole('list', { name: /Horários de/ });
    // 09:00 and 14:00 are past at 14:10; 14:30 is taken.
    expect(
      within(slots)
        .getAllByRole('button')
        .map((slot) => slot.textContent),
    ).toEqual(['15:00', '16:00']);
    expect(api.to('POST /api/working-hours/available-slots')[0]?.body).toEqual({
      date: '2026-05-06',
      barberIds: ['barber-bruno'],
      serviceIds: ['svc-corte'],
    });
  });

  it('asks for the slots of the chosen day, and saves date and time for /confirm', async () => {
    storeSessionCookies(client);
    chooseBarber();
    stubApi({ 'POST /api/working-hours/available-slots': slotsByDate });
    const app = await renderApp('/calendar');
    await screen.findByRole('list', { name: /Horários de/ });

    await app.user.click(day('Quinta-feira, 7 de maio de 2026'));
    const slots = await screen.findByRole('list', { name: 'Horários de Qui, 07/05' });
    expect(
      within(slots)
        .getAllByRole('button')
        .map((slot) => slot.textContent),
    ).toEqual(['16:00']);
    const confirmar = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirmar).toBeDisabled();

    await app.user.click(within(slots).getByRole('button', { name: '16:00' }));
    expect(screen.getByText('Qui, 07/05 às 16:00')).toBeVisible();
    await app.user.click(confirmar);

    await waitFor(() => expect(app.location()).toBe('/confirm'));
    expect(readFinalBookingData()).toMatchObject({
      selectedServices: [corte],
      selectedBarbers: ['barber-bruno'],
      totalPrice: 5000,
      selectedDate: '2026-05-07',
      selectedTime: '16:00',
    });
  });

  it('keeps the date and time already chosen when the client comes back from /confirm', async () => {
    storeSessionCookies(client);
    chooseBarber();
    const draft = readBookingData();
    if (!draft) throw new Error('no draft');
    saveFinalBookingData({ ...draft, selectedDate: '2026-05-07', selectedTime: '16:00' });
    stubApi({ 'POST /api/working-hours/available-slots': slotsByDate });
    await renderApp('/calendar');

    const slots = await screen.findByRole('list', { name: 'Horários de Qui, 07/05' });
    expect(within(slots).getByRole('button', { name: '16:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Qui, 07/05 às 16:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('waits 100 ms after the last change of day before asking', async () => {
    // The clock moves only when the test moves it, so a slow machine cannot stretch the gap
    // between two clicks past the wait. setImmediate stays real: React's act waits on it.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date('2026-05-06T17:10:00Z'));
    storeSessionCookies(client);
    chooseBarber();
    const api = stubApi({ 'POST /api/working-hours/available-slots': slotsByDate });
    await renderApp('/calendar', { advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('list', { name: 'Horários de Qua, 06/05' });
    vi.setTimerTickMode('manual');
    const askedDates = () =>
      api
        .to('POST /api/working-hours/available-slots')
        .map((request) => (request.body as { date: string }).date);
    // Runs what is due after `ms` more, and what that sets off, without waiting on the clock.
    async function settleAfter(ms: number) {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      for (let round = 0; round < 5; round += 1) {
        await act(() => vi.advanceTimersByTimeAsync(0));
      }
    }

    fireEvent.click(day('Quinta-feira, 7 de maio de 2026'));
    await settleAfter(99);
    fireEvent.click(day('Sexta-feira, 8 de maio de 2026'));
    await settleAfter(99);
    expect(askedDates()).toEqual(['2026-05-06']);
    await settleAfter(1);
    expect(askedDates()).toEqual(['2026-05-06', '2026-05-08']);

    vi.setTimerTickMode('nextTimerAsync');
    expect(await screen.findByRole('list', { name: 'Horários de Sex, 08/05' })).toBeVisible();
  });

  it("says 'Nenhum horário disponível.' for a day with no free time", async () => {
    storeSessionCookies(client);
    chooseBarber();
    stubApi({
      'POST /api/working-hours/available-slots': () =>
        json(200, availabilityJson(['09:00', '10:00'], [])),
    });
    await renderApp('/calendar');

    expect(await screen.findByText('Nenhum horário disponível.')).toBeVisible();
  });

  it("empties the slots and says 'Erro ao carregar horários disponíveis' when they fail", async () => {
    storeSessionCookies(client);
    chooseBarber();
    stubApi({
      'POST /api/working-hours/available-slots': () =>
        apiError(400, 'VALIDATION_ERROR', 'Dados inválidos'),
    });
    await renderApp('/calendar');

    await waitFor(() =>
      expect(screen.getAllByText('Erro ao carregar horários disponíveis')).toHaveLength(2),
    );
    expect(screen.queryByRole('list', { name: /Horários de/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('asks for the services first when there is no booking under way', async () => {
    storeSessionCookies(client);
    const api = stubApi({});
    await renderApp('/calendar');

    expect(await screen.findByText('Selecione os serviços primeiro')).toBeVisible();
    expect(api.requests).toEqual([]);
    expect(screen.queryByText('Agendamentos do Dia')).not.toBeInTheDocument();
  });

  it("shows a barber the 'Agendamentos do Dia' of the chosen date", async () => {
    storeSessionCookies(barber);
    const api = stubApi({
      'GET /api/appointments/barber/my-appointments': (request) =>
        json(
          200,
          page(
            request.search === '?date=2026-05-06'
              ? [
                  appointmentJson('a2', '16:00', 'Carlos Nunes', 'CONFIRMED'),
                  appointmentJson('a1', '09:30', 'Ana Souza'),
                ]
              : [],
          ),
        ),
    });
    const app = await renderApp('/calendar');

    const section = await screen.findByRole('region', { name: 'Agendamentos do Dia' });
    const items = await within(section).findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Ana Souza',
      'Carlos Nunes',
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Pendente')).toBeVisible();
    expect(within(first).getByText('Corte de cabelo')).toBeVisible();
    expect(within(first).getByText('09:30')).toBeVisible();
    expect(within(first).getByText(/40 min/)).toBeVisible();
    expect(within(first).getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:11987654321',
    );
    expect(within(first).getByText('R$ 50,00')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Confirmado')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Horários disponíveis' })).not.toBeInTheDocument();

    await app.user.click(day('Quinta-feira, 7 de maio de 2026'));
    expect(
      await within(section).findByText('Nenhum agendamento encontrado para esta data.'),
    ).toBeVisible();
    expect(api.to('GET /api/appointments/barber/my-appointments').map((r) => r.search)).toEqual([
      '?date=2026-05-06',
      '?date=2026-05-07',
    ]);
  });
});
