import { getSlots } from './slots.js';
import type { Slot, SlotParams } from './slots.js';
import type { InstantRange } from './time-range.js';
import type { WorkingHours } from './working-ranges.js';

/** One barber's weekly hours and busy time. */
export interface BarberSchedule {
  barberId: string;
  workingHours: readonly WorkingHours[];
  busy: readonly InstantRange[];
}

/** The parameters every barber shares: date, zone, duration, step, notice, now. */
export type SharedSlotParams = Omit<SlotParams, 'workingHours' | 'busy'>;

/** A start time across several barbers. */
export interface BarberSlot extends Slot {
  /** How many barbers can take it. */
  availableBarbers: number;
  /** Who can take it, in the order the barbers were given. */
  barberIds: string[];
}

/**
 * The start times across several barbers: every time any barber offers, available when at
 * least one of them can take the whole booking. Sorted by time, each time once; a barber id
 * given twice counts once.
 * Worked example: Ana works 09:00–12:00, Bruno 13:00–19:00; 09:00 is offered with
 * barberIds ['ana'], 13:00 with ['bruno']; with Ana busy 09:00–10:00 the 09:00 slot is
 * returned unavailable with availableBarbers 0.
 */
export function getSlotsForBarbers(
  barbers: readonly BarberSchedule[],
  params: SharedSlotParams,
): BarberSlot[] {
  const byStart = new Map<number, BarberSlot>();
  const seen = new Set<string>();
  for (const { barberId, workingHours, busy } of barbers) {
    if (seen.has(barberId)) continue;
    seen.add(barberId);
    for (const slot of getSlots({ ...params, workingHours, busy })) {
      const key = slot.startsAt.getTime();
      const merged = byStart.get(key) ?? {
        ...slot,
        available: false,
        availableBarbers: 0,
        barberIds: [],
      };
      if (slot.available) {
        merged.available = true;
        merged.availableBarbers += 1;
        merged.barberIds.push(barberId);
      }
      byStart.set(key, merged);
    }
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

/** A barber free for the whole booking, with how many bookings they already hold that day. */
export interface BarberCandidate {
  barberId: string;
  /** PENDING and CONFIRMED appointments on the shop-local day of the booking. */
  bookingsThatDay: number;
}

/**
 * Which free barber gets a booking made for "any of these barbers": the one with the fewest
 * bookings that day, so work spreads evenly; ties go to the smallest id (plain code-unit
 * order, the same on every machine and locale). Null when nobody is free.
 * Worked example: [{ 'b', 3 }, { 'c', 1 }, { 'a', 1 }] → 'a'.
 */
export function pickBarber(candidates: readonly BarberCandidate[]): string | null {
  let best: BarberCandidate | null = null;
  for (const candidate of candidates) {
    if (
      best === null ||
      candidate.bookingsThatDay < best.bookingsThatDay ||
      (candidate.bookingsThatDay === best.bookingsThatDay && candidate.barberId < best.barberId)
    ) {
      best = candidate;
    }
  }
  return best?.barberId ?? null;
}
