import type { AuthUser } from '../auth/auth-user.js';

/** Who may see a payment or booking: the client's own, or their shop's for staff. */
export function canSee(actor: AuthUser, row: { clientId: string; barbershopId: string }): boolean {
  switch (actor.role) {
    case 'CLIENT':
      return row.clientId === actor.userId;
    case 'ADMIN':
    case 'OWNER':
    case 'RECEPTION':
      return actor.barbershopId !== null && row.barbershopId === actor.barbershopId;
    case 'BARBER':
      return false;
  }
}
