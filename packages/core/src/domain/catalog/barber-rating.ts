/**
 * A barber's average rating with one decimal, as the home's barber cards show it (spec §2):
 * 4.75 → '4.8', none yet → '0.0'. The spec quotes '0.0', with a point, so it is kept as is.
 */
export function formatBarberRating(averageRating: number | null | undefined): string {
  const rating = averageRating ?? 0;
  return Number.isFinite(rating) && rating > 0 ? rating.toFixed(1) : '0.0';
}
