import { slugFromName } from '@navalha/core/domain/shop/public-slug';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import type { NewBarbershopRow } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import type { NewServiceRow } from '../../db/schema/services.js';
import { setupProgress } from '../../db/schema/setup-progress.js';
import { users } from '../../db/schema/users.js';
import type { NewUserRow, UserRow } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import type { NewWorkingHoursRow } from '../../db/schema/working-hours.js';

/** The first-run setup's reads and writes, Drizzle only. Pass a transaction as `db`. */
export class SetupRepository {
  constructor(private readonly db: Db) {}

  async existsBarbershop(): Promise<boolean> {
    const rows = await this.db.select({ id: barbershops.id }).from(barbershops).limit(1);
    return rows.length > 0;
  }

  async slugTaken(slug: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: barbershops.id })
      .from(barbershops)
      .where(eq(barbershops.slug, slug))
      .limit(1);
    return rows.length > 0;
  }

  async emailTaken(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return rows.length > 0;
  }

  async findDraft(): Promise<Record<string, unknown> | null> {
    const [row] = await this.db.select({ draft: setupProgress.draft }).from(setupProgress);
    return row?.draft ?? null;
  }

  /** Merges `entries` into the one draft row (creating it): jsonb `||`, so one statement. */
  async mergeDraft(entries: Record<string, unknown>): Promise<void> {
    await this.db
      .insert(setupProgress)
      .values({ id: 1, draft: entries })
      .onConflictDoUpdate({
        target: setupProgress.id,
        set: {
          draft: sql`${setupProgress.draft} || excluded.draft`,
          updatedAt: sql`now()`,
        },
      });
  }

  async deleteDraft(): Promise<void> {
    await this.db.delete(setupProgress);
  }

  async insertBarbershop(row: NewBarbershopRow): Promise<{ id: string; name: string }> {
    const [created] = await this.db
      .insert(barbershops)
      // The first shop: its name's slug is free (issue 18 §1's default address, /b/{slug}).
      .values({ slug: slugFromName(row.name), ...row })
      .returning({ id: barbershops.id, name: barbershops.name });
    if (!created) throw new Error('the new barbershop was not returned');
    return created;
  }

  async insertUser(row: NewUserRow): Promise<UserRow> {
    const [created] = await this.db.insert(users).values(row).returning();
    if (!created) throw new Error('the new user was not returned');
    return created;
  }

  async insertServices(rows: NewServiceRow[]): Promise<string[]> {
    const created = await this.db.insert(services).values(rows).returning({ id: services.id });
    return created.map((row) => row.id);
  }

  async insertWorkingHours(rows: NewWorkingHoursRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(workingHours).values(rows);
  }

  async insertBarberServices(
    barbershopId: string,
    barberId: string,
    serviceIds: readonly string[],
  ): Promise<void> {
    if (serviceIds.length === 0) return;
    await this.db
      .insert(barberServices)
      .values(serviceIds.map((serviceId) => ({ barbershopId, barberId, serviceId })));
  }
}
