import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.js';
import type { OneTimeTokenRow } from '../../db/schema/one-time-tokens.js';
import { generateRefreshToken, hashRefreshToken } from './tokens.js';

export type OneTimeTokenPurpose = OneTimeTokenRow['purpose'];

/** How long each kind of link works (issue 14). */
export const ONE_TIME_TOKEN_TTL_MS: Readonly<Record<OneTimeTokenPurpose, number>> = {
  // Renewed at every start until setup ends; a day covers a slow owner.
  SETUP: 24 * 60 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
  EMAIL_CONFIRMATION: 7 * 24 * 60 * 60 * 1000,
  // Time to sign in at Mercado Pago and authorize.
  MERCADOPAGO_OAUTH: 15 * 60 * 1000,
};

export interface IssueOneTimeToken {
  purpose: OneTimeTokenPurpose;
  userId?: string | null;
  barbershopId?: string | null;
  email?: string | null;
  createdBy?: string | null;
}

/** A random 256-bit token for a link, and the SHA-256 hex that alone is stored. */
export function generateLinkToken(): { token: string; tokenHash: string } {
  return generateRefreshToken();
}

export function hashLinkToken(token: string): string {
  return hashRefreshToken(token);
}

/**
 * Issues and spends the single-use links of `one_time_tokens`. Issuing voids the earlier live
 * links of the same purpose and user (a resent e-mail makes the older one useless); spending is a
 * conditional UPDATE, so the same token spent twice at once is spent once.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Returns the raw token, which only the link carries. Runs in `tx` when given. */
  async issue(request: IssueOneTimeToken, tx: Db = this.db): Promise<string> {
    const now = this.now();
    const { token, tokenHash } = generateLinkToken();
    const userId = request.userId ?? null;
    await tx
      .update(oneTimeTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(oneTimeTokens.purpose, request.purpose),
          userId === null ? isNull(oneTimeTokens.userId) : eq(oneTimeTokens.userId, userId),
          isNull(oneTimeTokens.usedAt),
          isNull(oneTimeTokens.revokedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      purpose: request.purpose,
      tokenHash,
      userId,
      barbershopId: request.barbershopId ?? null,
      email: request.email ?? null,
      createdBy: request.createdBy ?? null,
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[request.purpose]),
    });
    return token;
  }

  /** The live row behind a token, without spending it (a page that asks before it acts). */
  async find(purpose: OneTimeTokenPurpose, token: string, tx: Db = this.db) {
    const [row] = await tx.select().from(oneTimeTokens).where(this.live(purpose, token)).limit(1);
    return row ?? null;
  }

  /** Spends a live token: its row, or null when it is unknown, used, revoked or expired. */
  async spend(purpose: OneTimeTokenPurpose, token: string, tx: Db = this.db) {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: this.now() })
      .where(this.live(purpose, token))
      .returning();
    return row ?? null;
  }

  /** Voids every live link of a purpose (for a user, or the setup links when `userId` is null). */
  async revokeAll(purpose: OneTimeTokenPurpose, userId: string | null, tx: Db = this.db) {
    await tx
      .update(oneTimeTokens)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(oneTimeTokens.purpose, purpose),
          userId === null ? isNull(oneTimeTokens.userId) : eq(oneTimeTokens.userId, userId),
          isNull(oneTimeTokens.usedAt),
          isNull(oneTimeTokens.revokedAt),
        ),
      );
  }

  private live(purpose: OneTimeTokenPurpose, token: string) {
    return and(
      eq(oneTimeTokens.tokenHash, hashLinkToken(token)),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      isNull(oneTimeTokens.revokedAt),
      gt(oneTimeTokens.expiresAt, sql`${this.now().toISOString()}::timestamptz`),
    );
  }
}
