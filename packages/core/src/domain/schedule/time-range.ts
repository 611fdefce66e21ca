/**
 * A half-open span of time [start, end) in epoch milliseconds (UTC instants).
 *
 * Numbers rather than Dates: they compare with `<` and `===` as values, and cannot be mutated
 * behind our back. Half-open means a cut 09:00–09:30 and a cut 09:30–10:00 touch but do not
 * overlap, so both can be booked.
 */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/** A range as the database or a caller may hold it: Dates or epoch milliseconds. */
export interface InstantRange {
  readonly start: Date | number;
  readonly end: Date | number;
}

/** A fresh `TimeRange` of epoch milliseconds from Dates or numbers. */
export function toTimeRange({ start, end }: InstantRange): TimeRange {
  return {
    start: typeof start === 'number' ? start : start.getTime(),
    end: typeof end === 'number' ? end : end.getTime(),
  };
}

/** Whether a range holds no time: end at or before start, or either side not a finite number. */
export function isEmptyRange({ start, end }: TimeRange): boolean {
  return !(Number.isFinite(start) && Number.isFinite(end) && start < end);
}

/**
 * Whether two ranges share any instant. Touching is not overlapping:
 * 09:00–10:00 and 10:00–11:00 do not overlap; 09:00–10:00 and 09:59–11:00 do. An empty range
 * overlaps nothing (as with PostgreSQL's `&&`).
 */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end && a.start < a.end && b.start < b.end;
}

/** Whether `inner` lies entirely inside `outer` (ends may coincide). */
export function containsRange(outer: TimeRange, inner: TimeRange): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/**
 * A new sorted list of disjoint ranges covering the same time as `ranges`: overlapping and
 * touching ranges join (09:00–12:00 + 12:00–13:00 → 09:00–13:00), empty ones drop out.
 * The input is left as it was.
 */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = ranges
    .filter((range) => !isEmptyRange(range))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, range.end) };
    } else {
      merged.push({ start: range.start, end: range.end });
    }
  }
  return merged;
}

/**
 * The time of `base` not covered by any of `busy`, as a new sorted list of disjoint ranges.
 * Worked example: base 09:00–12:00, busy 10:00–10:45 and 11:30–13:00 → 09:00–10:00, 10:45–11:30.
 * Inputs are left as they were.
 */
export function subtractRanges(
  base: readonly TimeRange[],
  busy: readonly TimeRange[],
): TimeRange[] {
  const cuts = mergeRanges(busy);
  const free: TimeRange[] = [];
  let firstCut = 0;
  for (const range of mergeRanges(base)) {
    // Cuts ending before this range cannot touch it, nor any later range (both lists are sorted).
    while ((cuts[firstCut]?.end ?? Number.POSITIVE_INFINITY) <= range.start) firstCut += 1;
    let cursor = range.start;
    for (const cut of cuts.slice(firstCut)) {
      if (cut.start >= range.end) break;
      if (cut.start > cursor) free.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
    }
    if (cursor < range.end) free.push({ start: cursor, end: range.end });
  }
  return free;
}
