import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookingData } from '../../shared/booking-draft/booking-draft';
import { json, stubApi } from '../../test/api-stub';
import { appointmentIds, appointmentJson, barberId } from '../../test/appointment-fixtures';
import type { AppointmentJsonOptions } from '../../test/appointment-fixtures';
import { availabilityJson, serviceJson } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const id = appointmentIds.confirmed;

function stubBooking(options: AppointmentJsonOptions) {
  return stubApi({
    [`GET /api/appointments/${id}`]: () => json(200, appointmentJson(id, options)),
  });
}

beforeEach(() => {
  // Wednesday 8 May 2030, 09:00 in São Paulo; the fixture's booking is on Friday 10 May at 09:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe('/booking-confirmation/{id} of a booking ahead', () => {
  it("adds it to the client's calendar and shows the way", async () => {
    stubBooking({ status: 'CONFIRMED', paymentMethod: 'CASH' });
    await renderApp(`/booking-confirmation/${id}`);

    expect(await screen.findByText('Tudo certo! Esperamos você no horário marcado.')).toBeVisible();
    const ics = screen.getByRole('link', { name: 'Adicionar à agenda' });
    expect(ics.getAttribute('download')).toMatch(/^agendamento-[2-9A-Z]{6}\.ics$/);
    const file = decodeURIComponent(
      (ics.getAttribute('href') ?? '').replace('data:text/calendar;charset=utf-8,', ''),
    );
    expect(file).toContain(`UID:${id}@navalha\r\n`);
    // 09:00 in São Paulo is 12:00 UTC; the booking lasts 70 minutes.
    expect(file).toContain('DTSTART:20300510T120000Z\r\n');
    expect(file).toContain('DTEND:20300510T131000Z\r\n');
    expect(file).toContain('LOCATION:Rua Augusta\\, 1200\r\n');
    expect(file).toContain('TRIGGER:-PT2H\r\n');

    const google = new URL(
      screen.getByRole('link', { name: 'Google Agenda' }).getAttribute('href') ?? '',
    );
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20300510T120000Z/20300510T131000Z');
    const map = new URL(
      screen.getByRole('link', { name: 'Como chegar' }).getAttribute('href') ?? '',
    );
    expect(map.searchParams.get('query')).toBe('Rua Augusta, 1200');
  });
});

describe('/booking-confirmation/{id} of a booking that is over', () => {
  it.each<[string, AppointmentJsonOptions, string]>([
    [
      'completed',
      { status: 'COMPLETED', paymentStatus: 'COMPLETED', date: '2030-05-01' },
      'Atendimento concluído. Obrigado pela visita!',
    ],
    [
      'cancelled',
      { status: 'CANCELLED' },
      'Este agendamento foi cancelado e o horário foi liberado.',
    ],
    [
      'past and never closed',
      { status: 'CONFIRMED', date: '2030-05-01' },
      'O horário deste agendamento já passou.',
    ],
  ])(
    'says what happened to a %s booking, with no calendar links',
    async (_case, options, sentence) => {
      stubBooking(options);
      await renderApp(`/booking-confirmation/${id}`);

      expect(await screen.findByText(sentence)).toBeVisible();
      expect(screen.queryByText(/Esperamos você/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Como chegar' })).not.toBeInTheDocument();
    },
  );

  it('shows the stars given instead of the rate button once rated', async () => {
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(200, {
          ...appointmentJson(id, { status: 'COMPLETED', paymentStatus: 'COMPLETED' }),
          reviewRating: 4,
        }),
    });
    await renderApp(`/booking-confirmation/${id}`);

    expect(
      await screen.findByRole('link', { name: 'Sua avaliação: 4 de 5 estrelas' }),
    ).toHaveAttribute('href', `/review/${id}`);
    expect(screen.queryByRole('link', { name: 'Avaliar serviço' })).not.toBeInTheDocument();
  });

  it("books a completed one again from 'Agendar de novo'", async () => {
    stubApi({
      [`GET /api/appointments/${id}`]: () =>
        json(
          200,
          appointmentJson(id, {
            status: 'COMPLETED',
            paymentStatus: 'COMPLETED',
            date: '2030-05-01',
          }),
        ),
      'GET /api/services/for-selection': () =>
        json(200, [serviceJson('svc-1', 'Corte de cabelo', 50), serviceJson('svc-2', 'Barba', 35)]),
      'POST /api/working-hours/available-slots': () =>
        json(200, availabilityJson(['09:00'], ['09:00'])),
    });
    const app = await renderApp(`/booking-confirmation/${id}`);

    await app.user.click(await screen.findByRole('button', { name: 'Agendar de novo' }));
    await waitFor(() => expect(app.location()).toBe('/calendar'));
    expect(readBookingData()?.selectedBarbers).toEqual([barberId]);
  });
});
