import type { Agenda } from '@navalha/core/contracts/front-desk-agenda';
import { layOutDayGrid } from '@navalha/core/domain/front-desk/day-grid';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DayGridView } from './day-grid-view';

/**
 * The desk's grid at the size issue 17 §8 names (bench/desk.mjs measures its API side): 12
 * barbers and 200 bookings in a day, laid out and rendered in jsdom. What it asserts is the
 * content; the time it took is only printed (bench/results.md quotes it), never asserted.
 */
const date = '2030-03-09';
const staff = Array.from({ length: 12 }, (_, index) => ({
  id: `barber-${index}`,
  name: `Barbeiro ${index + 1}`,
  avatarUrl: null,
  workingHours: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '19:00' },
  ],
  breaks: [{ start: '12:00', end: '13:00' }],
  timeOff: [],
}));
// 09:00 São Paulo is 12:00Z; half hours through the day, barber by barber, skipping lunch.
const bookings = Array.from({ length: 200 }, (_, index) => {
  const slot = Math.floor(index / 12);
  const minutes = 12 * 60 + 30 * slot + (slot >= 6 ? 60 : 0);
  const start = Date.UTC(2030, 2, 9, 0, minutes);
  return {
    id: `booking-${index}`,
    barberId: `barber-${index % 12}`,
    startsAt: new Date(start),
    endsAt: new Date(start + 30 * 60_000),
    client: { id: `client-${index}`, name: `Cliente ${index + 1}`, phone: null },
    services: ['Corte de cabelo'],
    status: index % 10 === 3 ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    paymentMethod: 'PIX' as const,
    paymentStatus: 'COMPLETED' as const,
  };
});
const agenda: Agenda = {
  date,
  timeZone: 'America/Sao_Paulo',
  slotStepMinutes: 30,
  openingHours: [{ start: '09:00', end: '19:00' }],
  staff,
  bookings,
};

const layOut = () =>
  layOutDayGrid({
    date,
    timeZone: agenda.timeZone,
    slotStepMinutes: agenda.slotStepMinutes,
    openingHours: agenda.openingHours,
    staff: agenda.staff,
    bookings: agenda.bookings.map((booking) => ({ ...booking, staffId: booking.barberId })),
    now: Date.UTC(2030, 2, 9, 15),
  });

describe('the day grid, 12 barbers and 200 bookings', () => {
  it('lays out and renders every column and every booking', () => {
    const cold = performance.now();
    layOut();
    const started = performance.now();
    const grid = layOut();
    const laidOut = performance.now();
    render(
      <MemoryRouter>
        <DayGridView agenda={agenda} grid={grid} />
      </MemoryRouter>,
    );
    const rendered = performance.now();
    const region = screen.getByRole('region', { name: 'Grade do dia' });
    expect(within(region).getAllByRole('link')).toHaveLength(200);
    expect(within(region).getByText('Barbeiro 12')).toBeInTheDocument();
    console.info(
      `day grid, 12 barbers × 200 bookings: first layout ${(started - cold).toFixed(1)} ms, ` +
        `next ${(laidOut - started).toFixed(1)} ms; layout + render (jsdom) ` +
        `${(rendered - started).toFixed(1)} ms`,
    );
  });
});
