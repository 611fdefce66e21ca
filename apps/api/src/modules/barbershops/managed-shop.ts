import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/auth.js';

/** The shop an admin or owner manages; staff without one may manage nothing (403). */
export function requireManagedShop(actor: AuthUser): string {
  if (!actor.barbershopId) throw AppError.forbidden();
  return actor.barbershopId;
}
