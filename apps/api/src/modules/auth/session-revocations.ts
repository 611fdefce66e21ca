import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { listenToDatabase } from '../../db/database-listener.js';
import type { DatabaseListener } from '../../db/database-listener.js';
import { signalAfterCommit } from '../../db/signals.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { users } from '../../db/schema/users.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens.js';
import type { RevocationCheck } from './tokens.js';

/** Every instance LISTENs here; the payload is `<user id>:<cutoff in epoch milliseconds>`. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

/** Every instance LISTENs here too; the payload is `<user id>:<refresh family id>`. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/**
 * How far back start-up reads revocations: a token issued before an older cutoff has expired
 * anyway. The extra minute covers clocks a little apart between instances.
 */
const REMEMBER_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;
const PRUNE_EVERY_MS = 60_000;

/**
 * Ends every session of a user, now, on every instance (decisions 006 and 010): their
 * refresh tokens are revoked, and their access tokens issued so far are refused although not yet
 * expired. Call it inside the transaction that deletes or deactivates the account: the cutoff
 * take effect with its commit (the NOTIFY right after it, db/signals.ts), and not at all if it
 * rolls back.
 */
export async function revokeSessions(db: Db, userId: string, now: Date): Promise<void> {
  // The row lock first: a sign-in or refresh holding it (FOR SHARE, auth.service.ts) has signed
  // its access token before we read the clock, so its token falls under the cutoff; one that
  // comes later waits for our commit and finds the account closed.
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  // Access tokens carry the wall clock of the instance that signed them, never a pinned clock.
  const cutoff = new Date();
  await db.update(users).set({ sessionsRevokedAt: cutoff }).where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await signalAfterCommit(db, [
    { channel: SESSIONS_REVOKED_CHANNEL, payload: `${userId}:${cutoff.getTime()}` },
  ]);
}

/**
 * Ends one session, now, on every instance: the live refresh tokens of its family are revoked,
 * and the access tokens issued for it (their `sid` claim) are refused although not yet expired.
 * The user's other sessions (other devices) go on. Inside a transaction the NOTIFY follows its
 * commit. Returns how many refresh tokens it revoked.
 */
export async function endSession(
  db: Db,
  session: { userId: string; familyId: string },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, session.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  await signalAfterCommit(db, [
    { channel: SESSION_ENDED_CHANNEL, payload: `${session.userId}:${session.familyId}` },
  ]);
  return rows.length;
}

/** Told of each revocation this process learns: every session of `userId`, or one of them. */
export type RevocationListener = (
  revoked: { userId: string; sessionId?: undefined } | { userId: string; sessionId: string },
) => void;

/**
 * This process's knowledge of revoked sessions, so that refusing a revoked access token costs a
 * map lookup and no query: filled at start-up from the last access-token lifetime, then by the
 * NOTIFY of every revocation, from any instance, this one included. After a lost listener
 * connection it reads the table again, since notices sent meanwhile are gone.
 */
export class SessionRevocations implements RevocationCheck {
  /** User id → cutoff in epoch seconds: tokens issued in that second or before are refused. */
  private readonly cutoffs = new Map<string, number>();
  /** Ended session (refresh family) id → when this process learned it, in epoch ms. */
  private readonly endedSessions = new Map<string, number>();
  private readonly listeners = new Set<RevocationListener>();
  private readonly listener: DatabaseListener | null;
  private lastPruneMs = 0;

  private readonly db: Db;
  private readonly clock: () => number;

  constructor(deps: { db: Db; log: FastifyBaseLogger; clock?: () => number }) {
    const { db, log, clock = Date.now } = deps;
    this.db = db;
    this.clock = clock;
    this.listener = listenToDatabase(db, {
      channels: [SESSIONS_REVOKED_CHANNEL, SESSION_ENDED_CHANNEL],
      name: 'session revocations',
      log,
      onMessage: (channel, payload) =>
        channel === SESSION_ENDED_CHANNEL ? this.receiveEnded(payload) : this.receive(payload),
      onListening: () => this.catchUp(),
    });
  }

  /** Listens, then reads recent revocations; before this the app takes no request. */
  start(): Promise<void> {
    return this.listener?.start() ?? Promise.resolve();
  }

  stop(): Promise<void> {
    return this.listener?.stop() ?? Promise.resolve();
  }

  isRevoked(userId: string, issuedAt: number, sessionId?: string): boolean {
    if (sessionId !== undefined && this.endedSessions.has(sessionId)) return true;
    const cutoff = this.cutoffs.get(userId);
    return cutoff !== undefined && issuedAt <= cutoff;
  }

  /**
   * Records a session this process just ended, without waiting for its NOTIFY: the logout's
   * own access token is refused from the very next request. Call it after the commit.
   */
  sessionEnded(userId: string, sessionId: string): void {
    this.recordEnded(userId, sessionId);
  }

  /** Calls `listener` with each revocation learned until the returned function is called. */
  subscribe(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receiveEnded(payload: string): void {
    const [userId, sessionId] = payload.split(':');
    if (userId && sessionId) this.recordEnded(userId, sessionId);
  }

  private recordEnded(userId: string, sessionId: string): void {
    if (!this.endedSessions.has(sessionId)) this.endedSessions.set(sessionId, this.clock());
    this.prune();
    this.tell({ userId, sessionId });
  }

  private tell(revoked: Parameters<RevocationListener>[0]): void {
    for (const listener of [...this.listeners]) listener(revoked);
  }

  private receive(payload: string): void {
    const [userId, cutoffMs] = payload.split(':');
    const cutoff = Number(cutoffMs);
    if (userId && Number.isFinite(cutoff)) this.record(userId, new Date(cutoff));
  }

  private async catchUp(): Promise<void> {
    const since = new Date(this.clock() - REMEMBER_SECONDS * 1000);
    const rows = await this.db
      .select({ id: users.id, cutoff: users.sessionsRevokedAt })
      .from(users)
      .where(gt(users.sessionsRevokedAt, since));
    for (const row of rows) if (row.cutoff) this.record(row.id, row.cutoff);
    // A session ended when its last token was revoked rather than rotated (replaced_by null).
    // Rotation revokes the others, so only an ended family has such a row revoked lately.
    const ended = await this.db
      .selectDistinct({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(gt(refreshTokens.revokedAt, since), isNull(refreshTokens.replacedBy)));
    for (const row of ended) this.recordEnded(row.userId, row.familyId);
  }

  private record(userId: string, cutoff: Date): void {
    // Whole seconds, as a token's `iat`: one issued in the cutoff's second is refused too.
    const seconds = Math.floor(cutoff.getTime() / 1000);
    this.cutoffs.set(userId, Math.max(seconds, this.cutoffs.get(userId) ?? seconds));
    this.prune();
    this.tell({ userId });
  }

  /** A cutoff older than an access token's lifetime refuses nothing that expiry does not. */
  private prune(): void {
    const nowMs = this.clock();
    if (nowMs - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = nowMs;
    const oldest = nowMs / 1000 - REMEMBER_SECONDS;
    for (const [userId, cutoff] of this.cutoffs) {
      if (cutoff < oldest) this.cutoffs.delete(userId);
    }
    // Every token of an ended session was issued before it ended, so it has expired by now.
    for (const [sessionId, endedMs] of this.endedSessions) {
      if (endedMs / 1000 < oldest) this.endedSessions.delete(sessionId);
    }
  }
}
