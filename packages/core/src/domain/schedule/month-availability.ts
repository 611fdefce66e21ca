import { getMonthGrid } from './month-grid.js';
import type { CalendarMonth } from './month-grid.js';

/**
 * How a day of the calendar reads before the client taps it (issue 18 §4):
 * - PAST: before today in the shop;
 * - CLOSED: none of the barbers works that day (no time is offered at all);
 * - FULL: times are offered but none is free (booked, time off or too soon);
 * - AVAILABLE: at least one free time.
 */
export const dayAvailabilityStatuses = ['PAST', 'CLOSED', 'FULL', 'AVAILABLE'] as const;

export type DayAvailabilityStatus = (typeof dayAvailabilityStatuses)[number];

/** '2026-05' → { year: 2026, month: 5 }. */
export function parseCalendarMonth(value: string): CalendarMonth {
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) };
}

/** Every 'YYYY-MM-DD' of the month, in order. */
export function getMonthDates(calendarMonth: CalendarMonth): string[] {
  return getMonthGrid(calendarMonth)
    .flat()
    .filter((date): date is string => date !== null);
}

/**
 * A day from the times the availability engine offers on it: no time at all is CLOSED, only
 * taken ones FULL. Days before `today` are PAST whatever they offered.
 */
export function getDayAvailability(
  date: string,
  today: string,
  slots: readonly { available: boolean }[],
): DayAvailabilityStatus {
  if (date < today) return 'PAST';
  if (slots.length === 0) return 'CLOSED';
  return slots.some((slot) => slot.available) ? 'AVAILABLE' : 'FULL';
}

/** The words a calendar day adds to its name when it cannot be chosen. */
export const dayAvailabilityLabels: Readonly<Partial<Record<DayAvailabilityStatus, string>>> = {
  CLOSED: 'fechado',
  FULL: 'sem horários livres',
};

/** How far ahead /barbers looks before it calls a barber fully booked. */
export const FULLY_BOOKED_LOOKAHEAD_DAYS = 14;

/**
 * The first of `dates` with a free time, or null when every one is taken or closed: a barber
 * with null over the look-ahead is fully booked (issue 18 §4). Stops at the first free day.
 */
export function findNextFreeDate(
  dates: readonly string[],
  slotsOn: (date: string) => readonly { available: boolean }[],
): string | null {
  return dates.find((date) => slotsOn(date).some((slot) => slot.available)) ?? null;
}
