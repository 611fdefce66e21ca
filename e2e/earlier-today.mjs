// The walk-ins whose haircut started earlier today (seed-earlier-today.mjs writes them before
// the server starts; tests/front-desk-past.spec.ts completes them or marks 'Faltou'). One per
// test, each with another barber, so the tests never wait on each other's booking.
//
// "Earlier today" is the hour before the seed ran, which near midnight is the day before, and a
// run that starts at 23:50 tests after midnight: the seed writes down the shop day it booked
// (pastBookingsFile) and the tests read it back (seededPast), never their own "today".
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const earlierToday = Object.assign(
  [
    {
      key: 'laptop-complete',
      clientName: 'Caio Passado',
      phone: '(11) 98111-0001',
      barberEmail: 'rafael@navalha.dev',
    },
    {
      key: 'laptop-no-show',
      clientName: 'Denis Ausente',
      phone: '(11) 98111-0002',
      barberEmail: 'thiago@navalha.dev',
    },
    {
      key: 'phone-complete',
      clientName: 'Elias Passado',
      phone: '(11) 98111-0003',
      barberEmail: 'lucas@navalha.dev',
    },
    {
      key: 'phone-no-show',
      clientName: 'Fabio Ausente',
      phone: '(11) 98111-0004',
      barberEmail: 'barbeiro@navalha.dev',
    },
  ],
  {
    /**
     * The start of every walk-in: an hour before the current half hour (São Paulo's offset is
     * whole hours, so its half hours are UTC's), which has passed when the tests run.
     */
    startsAt(now) {
      const halfHour = 30 * 60_000;
      return new Date(Math.floor(now.getTime() / halfHour) * halfHour - 2 * halfHour);
    },
  },
);

/** Where the seed of the server on `port` writes the shop days it booked. */
export function pastBookingsFile(port) {
  return join(tmpdir(), `navalha-e2e-past-bookings-${port}.json`);
}

/** The shop days ('YYYY-MM-DD') of the walk-ins and of the deposit no-show, as seeded. */
export function seededPast() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return JSON.parse(readFileSync(pastBookingsFile(port), 'utf8'));
}

/**
 * A client with an account whose haircut started earlier today, booked to pay at the shop and
 * secured by a R$ 20,00 deposit paid by PIX (decision 029): tests/deposit.spec.ts marks
 * 'Faltou' and the client sees the deposit kept.
 */
export const depositNoShow = {
  clientName: 'Gustavo Sinal',
  email: 'gustavo.sinal@exemplo.com.br',
  password: 'Segura@123',
  phone: '(11) 98111-0005',
  depositCents: 2000,
};
