import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { invitations } from '../../db/schema/invitations.js';
import type { InvitationRow, NewInvitationRow } from '../../db/schema/invitations.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import type { NewUserRow, UserRow } from '../../db/schema/users.js';

/** The most recent invitations a team screen lists; older ones are history nobody acts on. */
const LIST_LIMIT = 200;

/** Staff invitations and the accounts they become, Drizzle only. Pass a transaction as `db`. */
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewInvitationRow): Promise<InvitationRow> {
    const [row] = await this.db.insert(invitations).values(values).returning();
    if (!row) throw new Error('inserting an invitation returned nothing');
    return row;
  }

  /** The shop's invitations of these roles: still pending first, then newest first. */
  async findByShop(
    shopId: string,
    roles: readonly InvitationRow['role'][],
    now: Date,
  ): Promise<InvitationRow[]> {
    const pending = sql`case when ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null and ${invitations.expiresAt} > ${now.toISOString()}::timestamptz then 0 else 1 end`;
    return this.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.barbershopId, shopId), inArray(invitations.role, [...roles])))
      .orderBy(pending, desc(invitations.createdAt), desc(invitations.id))
      .limit(LIST_LIMIT);
  }

  /** The shop's invitation `id`, locked until the transaction ends (run inside one). */
  async findForUpdate(shopId: string, id: string): Promise<InvitationRow | null> {
    const [row] = await this.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.barbershopId, shopId), eq(invitations.id, id)))
      .for('update');
    return row ?? null;
  }

  /** The invitation a link's token hash names, with its shop's name. */
  async findByTokenHash(
    tokenHash: string,
  ): Promise<{ invitation: InvitationRow; shopName: string } | null> {
    const [row] = await this.db
      .select({ invitation: invitations, shopName: barbershops.name })
      .from(invitations)
      .innerJoin(barbershops, eq(barbershops.id, invitations.barbershopId))
      .where(eq(invitations.tokenHash, tokenHash));
    return row ?? null;
  }

  async update(
    shopId: string,
    id: string,
    values: Partial<NewInvitationRow>,
  ): Promise<InvitationRow> {
    const [row] = await this.db
      .update(invitations)
      .set(values)
      .where(and(eq(invitations.barbershopId, shopId), eq(invitations.id, id)))
      .returning();
    if (!row) throw new Error('updating an invitation returned nothing');
    return row;
  }

  /**
   * Marks the invitation of `tokenHash` accepted if it is still pending at `now`: a conditional
   * UPDATE, so of two acceptances at once the second waits for the first and then matches
   * nothing.
   */
  async markAccepted(tokenHash: string, now: Date): Promise<InvitationRow | null> {
    const [row] = await this.db
      .update(invitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(invitations.tokenHash, tokenHash),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`${now.toISOString()}::timestamptz`),
        ),
      )
      .returning();
    return row ?? null;
  }

  async findShopName(shopId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: barbershops.name })
      .from(barbershops)
      .where(eq(barbershops.id, shopId));
    return row?.name ?? null;
  }

  async existsUserWithEmail(email: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
  }

  async insertUser(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    if (!row) throw new Error('inserting a user returned nothing');
    return row;
  }

  /**
   * Gives a new barber the shop's usual week (settings.openingHours, set in the first-run
   * setup) as their working hours, in one statement; a shop without one gives none.
   */
  async copyShopWeek(shopId: string, barberId: string): Promise<void> {
    await this.db.execute(sql`
      insert into ${workingHours} (barbershop_id, barber_id, day_of_week, start_time, end_time)
      select ${barbershops.id}, ${barberId}::uuid, (period->>'dayOfWeek')::smallint,
             (period->>'startTime')::time, (period->>'endTime')::time
      from ${barbershops}, jsonb_array_elements(
        coalesce(${barbershops.settings}->'openingHours', '[]'::jsonb)
      ) as period
      where ${barbershops.id} = ${shopId}
    `);
  }
}
