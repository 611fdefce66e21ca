import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { barbershops } from '../../db/schema/barbershops.js';
import type { BarbershopRow } from '../../db/schema/barbershops.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';
import { invitations } from '../../db/schema/invitations.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { users } from '../../db/schema/users.js';

export interface ChecklistCounts {
  staffWithoutPhoto: number;
  promoCodes: number;
  barbers: number;
  pendingInvitations: number;
}

/** The figures of the admin's "what is left" card, in one query; Drizzle only. */
export class SetupChecklistRepository {
  constructor(private readonly db: Db) {}

  async countFor(shopId: string): Promise<ChecklistCounts> {
    const active = and(eq(users.barbershopId, shopId), eq(users.isActive, true));
    const [row] = await this.db
      .select({
        staffWithoutPhoto: sql<number>`(
          select count(*)::int from ${users}
          where ${active} and ${bookableStaff} and ${qualified(users.avatarUrl)} is null
        )`.mapWith(Number),
        promoCodes: sql<number>`(
          select count(*)::int from ${promoCodes} where ${eq(promoCodes.barbershopId, shopId)}
        )`.mapWith(Number),
        barbers: sql<number>`(
          select count(*)::int from ${users} where ${active} and ${eq(users.role, 'BARBER')}
        )`.mapWith(Number),
        pendingInvitations: sql<number>`(
          select count(*)::int from ${invitations}
          where ${and(
            eq(invitations.barbershopId, shopId),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          )}
        )`.mapWith(Number),
      })
      .from(barbershops)
      .where(eq(barbershops.id, shopId));
    return row ?? { staffWithoutPhoto: 0, promoCodes: 0, barbers: 0, pendingInvitations: 0 };
  }

  async findShop(shopId: string): Promise<BarbershopRow | null> {
    const [row] = await this.db.select().from(barbershops).where(eq(barbershops.id, shopId));
    return row ?? null;
  }

  async setDismissed(shop: BarbershopRow): Promise<void> {
    await this.db
      .update(barbershops)
      .set({
        settings: barbershopSettingsSchema.parse({ ...shop.settings, checklistDismissed: true }),
      })
      .where(eq(barbershops.id, shop.id));
  }
}
