/**
 * A length of time in minutes as pt-BR screens write it: 45 → '45 min', 60 → '1h',
 * 90 → '1h 30min', 0 → '0 min'. Throws a RangeError on a negative or fractional count.
 */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`Not a whole number of minutes: ${minutes}`);
  }
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}
