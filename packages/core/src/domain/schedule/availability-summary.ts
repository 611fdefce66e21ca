/** One time of the availability response (spec §3). */
export interface AvailabilityTime {
  time: string;
  available: boolean;
  availableBarbers?: number;
}

/** The availability response of spec §3. */
export interface AvailabilitySummary {
  /** Whether any time can be booked. */
  available: boolean;
  totalSlots: number;
  availableSlots: number;
  /** Offered times that cannot be booked (taken, too soon, or too short for the booking). */
  occupiedSlots: number;
  times: AvailabilityTime[];
}

/**
 * Sums up a slot list from `getSlots` or `getSlotsForBarbers` for the availability response;
 * `availableBarbers` is kept when the slots carry it.
 * Example: 09:00 available, 09:30 not → { available: true, totalSlots: 2, availableSlots: 1,
 * occupiedSlots: 1, times: [...] }.
 */
export function summarizeAvailability(slots: readonly AvailabilityTime[]): AvailabilitySummary {
  const times = slots.map(({ time, available, availableBarbers }) =>
    availableBarbers === undefined ? { time, available } : { time, available, availableBarbers },
  );
  const availableSlots = times.filter((slot) => slot.available).length;
  return {
    available: availableSlots > 0,
    totalSlots: times.length,
    availableSlots,
    occupiedSlots: times.length - availableSlots,
    times,
  };
}
