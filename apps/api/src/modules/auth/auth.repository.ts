import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import type { NewRefreshTokenRow, RefreshTokenRow } from '../../db/schema/refresh-tokens.js';
import { userIdentities } from '../../db/schema/user-identities.js';
import type { NewUserIdentityRow, UserIdentityRow } from '../../db/schema/user-identities.js';
import { users } from '../../db/schema/users.js';
import type { NewUserRow, UserRow } from '../../db/schema/users.js';

/** Users, their linked social accounts and refresh tokens, Drizzle only. Pass a transaction as `db` to work inside it. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * The user, if still active, locked FOR SHARE until the transaction ends: a revocation of
   * their sessions (session-revocations.ts) waits for it, and it waits for a revocation.
   */
  async lockActiveUser(id: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.isActive, true), isNull(users.deletedAt)))
      .for('share');
    return row ?? null;
  }

  /** Locks the user's row as a revocation of their sessions does (session-revocations.ts). */
  async lockUserForRevocation(id: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
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

  /** The account linked to a provider's subject, with its user (one indexed join). */
  async findIdentity(
    provider: UserIdentityRow['provider'],
    subject: string,
  ): Promise<{ identity: UserIdentityRow; user: UserRow } | null> {
    const [row] = await this.db
      .select({ identity: userIdentities, user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row ?? null;
  }

  async findIdentityOfUser(
    userId: string,
    provider: UserIdentityRow['provider'],
  ): Promise<UserIdentityRow | null> {
    const [row] = await this.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
      .limit(1);
    return row ?? null;
  }

  async insertIdentity(values: NewUserIdentityRow): Promise<void> {
    await this.db.insert(userIdentities).values(values);
  }

  async deleteIdentity(id: string): Promise<void> {
    await this.db.delete(userIdentities).where(eq(userIdentities.id, id));
  }

  async touchIdentity(id: string, now: Date): Promise<void> {
    await this.db
      .update(userIdentities)
      .set({ lastSignInAt: now })
      .where(eq(userIdentities.id, id));
  }

  /** The provider proved the holder owns the e-mail. */
  async markUserVerified(id: string): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ isVerified: true })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('update of users returned no row');
    return row;
  }

  /**
   * Sets (or, with null, removes) the password. With `expectedHash` it is a compare-and-set: it
   * changes nothing, and answers false, if the password changed since it was read.
   */
  async setPasswordHash(
    id: string,
    passwordHash: string | null,
    expectedHash?: string,
  ): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash })
      .where(
        expectedHash === undefined
          ? eq(users.id, id)
          : and(eq(users.id, id), eq(users.passwordHash, expectedHash)),
      )
      .returning({ id: users.id });
    return rows.length > 0;
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

  async findRefreshTokenById(id: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Whether the session (refresh family) still has a token that may be used. */
  async hasLiveRefreshToken(familyId: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row !== undefined;
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
