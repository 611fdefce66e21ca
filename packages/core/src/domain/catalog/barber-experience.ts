/** The pt-BR experience labels a barber card shows (spec §3). */
export type BarberExperienceLabel = 'Experiente' | 'Intermediário' | 'Iniciante';

/**
 * A barber's experience from their appointment count: above 100 'Experiente', above 50
 * 'Intermediário', otherwise (including a missing or invalid count) 'Iniciante'.
 * 101 → 'Experiente', 100 → 'Intermediário', 50 → 'Iniciante'.
 */
export function getBarberExperienceLabel(
  totalAppointments: number | null | undefined,
): BarberExperienceLabel {
  const count = totalAppointments ?? 0;
  if (count > 100) return 'Experiente';
  if (count > 50) return 'Intermediário';
  return 'Iniciante';
}
