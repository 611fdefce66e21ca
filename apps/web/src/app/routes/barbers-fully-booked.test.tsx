import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveBookingData, saveSelectedServices } from '../../shared/booking-draft/booking-draft';
import type { DraftService } from '../../shared/booking-draft/booking-draft';
import { json, stubApi } from '../../test/api-stub';
import { bruno, page, rafael } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const corte: DraftService = {
  id: 'svc-corte',
  name: 'Corte de cabelo',
  durationMinutes: 40,
  price: 5000,
  pricing: { finalPrice: 5000 },
};

afterEach(() => localStorage.clear());

describe('/barbers with a fully booked barber', () => {
  it('says who has no free time over the next two weeks, and only them', async () => {
    storeSessionCookies(client);
    saveSelectedServices([corte]);
    saveBookingData({ selectedServices: [corte], selectedBarbers: [], totalPrice: 5000 });
    const api = stubApi({
      'POST /api/users/barbers/by-services': () => json(200, page([bruno, rafael])),
      'POST /api/working-hours/barbers-next-free': () =>
        json(200, {
          days: 14,
          barbers: [
            { barberId: bruno.id, nextFreeDate: null },
            { barberId: rafael.id, nextFreeDate: '2030-05-09' },
          ],
        }),
    });
    await renderApp('/barbers');

    const brunoOption = await screen.findByRole('radio', { name: 'Bruno Barbeiro' });
    expect(await screen.findByText('Agenda lotada nas próximas 2 semanas')).toBeVisible();
    expect(brunoOption).toHaveAccessibleDescription(/Agenda lotada nas próximas 2 semanas/);
    expect(screen.getByRole('radio', { name: 'Rafael Moreira' })).not.toHaveAccessibleDescription(
      /Agenda lotada/,
    );
    expect(screen.getAllByText('Agenda lotada nas próximas 2 semanas')).toHaveLength(1);
    expect(api.to('POST /api/working-hours/barbers-next-free')[0]?.body).toEqual({
      barberIds: [bruno.id, rafael.id],
      serviceIds: ['svc-corte'],
    });
  });
});
