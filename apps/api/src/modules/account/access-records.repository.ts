import { inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';

/** The sessions' access records (IP, device, time), that is the refresh tokens' rows. */
export class AccessRecordsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Deletes up to `limit` refresh tokens whose session ended (revoked or expired, whichever came
   * first) before `endedBefore`; returns how many. Rows another instance is deleting at the same
   * time are skipped (SKIP LOCKED), so concurrent sweeps share the work instead of waiting.
   */
  async deleteEndedRefreshTokens(endedBefore: Date, limit: number): Promise<number> {
    const ended = this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(or(lt(refreshTokens.revokedAt, endedBefore), lt(refreshTokens.expiresAt, endedBefore)))
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await this.db
      .delete(refreshTokens)
      .where(inArray(refreshTokens.id, ended))
      .returning({ id: refreshTokens.id });
    return deleted.length;
  }
}
