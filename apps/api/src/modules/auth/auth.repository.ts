import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import type { NewRefreshTokenRow, RefreshTokenRow } from '../../db/schema/refresh-tokens.js';
import { users } from '../../db/schema/users.js';
import type { NewUserRow, UserRow } from '../../db/schema/users.js';

/** Users and refresh tokens, Drizzle only. Pass a transaction as `db` to work inside it. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** `email` must already be normalized (trimmed, lower-case), as stored. */
  async findUserByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  }

  async existsUserWithEmail(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row !== undefined;
  }

  async insertUser(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  }

  async insertRefreshToken(values: NewRefreshTokenRow): Promise<void> {
    await this.db.insert(refreshTokens).values(values);
  }

  async findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /**
   * Marks a live token as used and replaced by `replacedBy`. The `revoked_at IS NULL` condition
   * makes it a compare-and-set: of two concurrent calls with the same token, one gets the row
   * and the other null.
   */
  async revokeLiveRefreshToken(
    tokenHash: string,
    replacedBy: string,
    now: Date,
  ): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Revokes every still-live token of a family; returns how many. */
  async revokeRefreshTokenFamily(familyId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length;
  }
}
