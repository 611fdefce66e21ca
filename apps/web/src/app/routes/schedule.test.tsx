import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFinalBookingData, saveBookingData } from '../../shared/booking-draft/booking-draft';
import type { DraftService } from '../../shared/booking-draft/booking-draft';
import { json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { availabilityJson, bruno, corte as corteJson } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const corte: DraftService = {
  id: 'svc-corte',
  name: 'Corte de cabelo',
  durationMinutes: 40,
  price: 5000,
  pricing: { finalPrice: 5000 },
  iconKey: 'haircut',
};

function saveDraft() {
  saveBookingData({
    selectedServices: [corte],
    selectedBarbers: ['barber-bruno'],
    totalPrice: 5000,
  });
}

function slots(request: RecordedRequest) {
  const { date } = request.body as { date: string };
  return json(
    200,
    availabilityJson(
      ['09:00', '09:30', '10:00'],
      date === '2026-05-07' ? ['09:00', '10:00'] : ['09:30'],
      2,
    ),
  );
}

beforeEach(() => {
  // Wednesday 6 May 2026, 08:00 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-06T11:00:00Z'));
});

afterEach(() => localStorage.clear());

describe('/schedule', () => {
  it("sends a visitor without a saved booking to /services, saying 'Dados de agendamento não encontrados'", async () => {
    storeSessionCookies(client);
    stubApi({ 'GET /api/services/for-selection': () => json(200, [corteJson]) });
    const app = await renderApp('/schedule');

    expect(await screen.findByText('Dados de agendamento não encontrados')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/services'));
  });

  it('sums the booking up with the barbers loaded one by one', async () => {
    storeSessionCookies(client);
    saveDraft();
    const api = stubApi({ 'GET /api/users/barbers/barber-bruno': () => json(200, bruno) });
    await renderApp('/schedule');

    const summary = await screen.findByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Corte de cabelo')).toBeVisible();
    expect(within(summary).getByText('R$ 50,00')).toBeVisible();
    expect(await within(summary).findByText('Bruno Barbeiro')).toBeVisible();
    expect(api.to('GET /api/users/barbers/barber-bruno')).toHaveLength(1);
  });

  it('offers 30 days starting today', async () => {
    storeSessionCookies(client);
    saveDraft();
    stubApi({ 'GET /api/users/barbers/barber-bruno': () => json(200, bruno) });
    await renderApp('/schedule');

    const strip = await screen.findByRole('list', { name: 'Dias disponíveis' });
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveAccessibleName('Quarta-feira, 6 de maio de 2026 (hoje)');
    expect(days[0]).toHaveTextContent('Hoje');
    expect(days[29]).toHaveAccessibleName('Quinta-feira, 4 de junho de 2026');
  });

  it('confirms only once a day and a time are chosen, then goes to /payment', async () => {
    storeSessionCookies(client);
    saveDraft();
    const api = stubApi({
      'GET /api/users/barbers/barber-bruno': () => json(200, bruno),
      'POST /api/working-hours/available-slots': slots,
    });
    const app = await renderApp('/schedule');

    const confirmar = await screen.findByRole('button', { name: 'Confirmar' });
    expect(confirmar).toBeDisabled();
    expect(screen.getByText('Selecione uma data e horário')).toBeVisible();
    expect(api.to('POST /api/working-hours/available-slots')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Quinta-feira, 7 de maio de 2026' }));
    const grid = await screen.findByRole('list', { name: 'Horários de Qui, 07/05' });
    // Every time shows; a taken one is disabled; a free one says how many barbers can.
    expect(within(grid).getByRole('button', { name: /09:30/ })).toBeDisabled();
    const nine = within(grid).getByRole('button', { name: /09:00/ });
    expect(nine).toBeEnabled();
    expect(nine).toHaveTextContent('2 barbeiros');
    await app.user.click(nine);
    expect(nine).toHaveAttribute('aria-pressed', 'true');
    expect(confirmar).toBeEnabled();

    // Another day clears the time and loads that day's slots.
    await app.user.click(screen.getByRole('button', { name: 'Sexta-feira, 8 de maio de 2026' }));
    const friday = await screen.findByRole('list', { name: 'Horários de Sex, 08/05' });
    expect(confirmar).toBeDisabled();
    await app.user.click(within(friday).getByRole('button', { name: /09:30/ }));
    await app.user.click(confirmar);

    await waitFor(() => expect(app.location()).toBe('/payment'));
    expect(readFinalBookingData()).toMatchObject({
      selectedBarbers: ['barber-bruno'],
      selectedDate: '2026-05-08',
      selectedTime: '09:30',
      totalPrice: 5000,
    });
  });
});
