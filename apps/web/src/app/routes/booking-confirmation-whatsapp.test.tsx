import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson } from '../../test/appointment-fixtures';
import type { AppointmentJsonOptions } from '../../test/appointment-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.confirmed;
const label = 'Quero receber lembretes pelo WhatsApp';

function stub(options: AppointmentJsonOptions, optIn: boolean) {
  return stubApi({
    [`GET /api/appointments/${id}`]: () => json(200, appointmentJson(id, options)),
    'GET /api/users/me/whatsapp-consent': () =>
      json(200, { optIn, changedAt: optIn ? '2030-05-01T12:00:00.000Z' : null }),
    'PUT /api/users/me/whatsapp-consent': (request) =>
      json(200, {
        optIn: (request.body as { optIn: boolean }).optIn,
        changedAt: '2030-05-08T12:00:00.000Z',
      }),
  });
}

beforeEach(() => {
  // Wednesday 8 May 2030, 09:00 in São Paulo; the fixture's booking is on Friday 10 May at 09:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe("'Quero receber lembretes pelo WhatsApp' on the booking's confirmation", () => {
  it('stores the consent in one tap, unchecked until then, and can undo it', async () => {
    const api = stub({ status: 'CONFIRMED', paymentMethod: 'CASH' }, false);
    const app = await renderApp(`/booking-confirmation/${id}`);

    const box = await screen.findByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    await app.user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.to('PUT /api/users/me/whatsapp-consent').map((r) => r.body)).toEqual([
      { optIn: true },
    ]);
    expect(screen.getByText(/Pronto: você receberá a confirmação e os lembretes/)).toBeVisible();

    await app.user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.to('PUT /api/users/me/whatsapp-consent').map((r) => r.body)).toEqual([
      { optIn: true },
      { optIn: false },
    ]);
  });

  it('is not offered to a client who already opted in', async () => {
    const api = stub({ status: 'CONFIRMED', paymentMethod: 'CASH' }, true);
    await renderApp(`/booking-confirmation/${id}`);
    expect(await screen.findByText('Tudo certo! Esperamos você no horário marcado.')).toBeVisible();
    await waitFor(() => expect(api.to('GET /api/users/me/whatsapp-consent')).toHaveLength(1));
    // The answer has been rendered: the page shows nothing more.
    await screen.findByRole('link', { name: 'Adicionar à agenda' });
    expect(screen.queryByRole('checkbox', { name: label })).toBeNull();
  });

  it('is not offered for a booking that is over', async () => {
    stub({ status: 'CANCELLED' }, false);
    await renderApp(`/booking-confirmation/${id}`);
    expect(
      await screen.findByText('Este agendamento foi cancelado e o horário foi liberado.'),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: label })).toBeNull();
  });
});
