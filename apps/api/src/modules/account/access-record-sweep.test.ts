import { randomUUID } from 'node:crypto';
import { getAccessRecordCutoff } from '@navalha/core/domain/account/access-record-retention';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { users } from '../../db/schema/users.js';
import { actorFor, createUser } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { startAccessRecordSweep } from './access-record-sweep.js';
import { AccessRecordsService } from './access-records.service.js';
import { sessionOf } from '../../test/refresh-cookie.js';

const DAY = 24 * 60 * 60_000;

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
});

afterAll(async () => {
  await testApp.close();
});

// Each test counts what the purge deleted, so it starts from no access record at all.
beforeEach(async () => {
  await db.delete(refreshTokens);
});

/** A client signed up through the API: its session is a live refresh token. */
async function signUp(): Promise<{ actor: Actor; refreshToken: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Cliente Antigo',
      email: `cliente.${randomUUID()}@teste.dev`,
      password: 'Segredo@123',
      phone: '(11) 91234-5678',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const session = sessionOf<{ user: { id: string } }>(response);
  const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
  if (!row) throw new Error('no user');
  return { actor: await actorFor(row), refreshToken: session.refreshToken };
}

/** A past session of the user: it ended at its expiry or revocation, whichever came first. */
async function insertSession(
  userId: string,
  session: { ip: string; expiresAt: Date; revokedAt?: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: randomUUID(),
    expiresAt: session.expiresAt,
    revokedAt: session.revokedAt ?? null,
    userAgent: 'Mozilla/5.0 (iPhone)',
    ip: session.ip,
    createdAt: new Date(session.expiresAt.getTime() - 7 * DAY),
  });
}

async function ipsOf(userId: string): Promise<string[]> {
  const rows = await db
    .select({ ip: refreshTokens.ip })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId));
  return rows.map((row) => row.ip ?? '').sort();
}

describe('the access record purge', () => {
  it('deletes the sessions that ended more than 6 months ago and keeps the rest', async () => {
    const { actor, refreshToken } = await signUp();
    const now = new Date();
    const cutoff = getAccessRecordCutoff(now);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Gone: expired, rotated, or expired and only revoked lately (signed out of every device).
    await insertSession(actor.id, { ip: '198.51.100.1', expiresAt: ago(200) });
    await insertSession(actor.id, { ip: '198.51.100.2', expiresAt: ago(185), revokedAt: ago(190) });
    await insertSession(actor.id, { ip: '198.51.100.3', expiresAt: ago(200), revokedAt: ago(1) });
    await insertSession(actor.id, {
      ip: '198.51.100.4',
      expiresAt: new Date(cutoff.getTime() - 60_000),
    });
    // Kept: ended within the 6 months.
    await insertSession(actor.id, {
      ip: '203.0.113.1',
      expiresAt: new Date(cutoff.getTime() + 60_000),
    });
    await insertSession(actor.id, { ip: '203.0.113.2', expiresAt: ago(150) });
    await insertSession(actor.id, { ip: '203.0.113.3', expiresAt: ago(5), revokedAt: ago(10) });

    expect(await new AccessRecordsService(db).purgeExpired(now)).toEqual({ deleted: 4 });

    // What the API still holds about the person: the recent records and the live session.
    const exported = await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: actor.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const sessions = (exported.json() as { sessions: { ip: string; revokedAt: string | null }[] })
      .sessions;
    expect(sessions.map((session) => session.ip).sort()).toEqual([
      '127.0.0.1',
      '203.0.113.1',
      '203.0.113.2',
      '203.0.113.3',
    ]);
    expect(await ipsOf(actor.id)).toEqual([
      '127.0.0.1',
      '203.0.113.1',
      '203.0.113.2',
      '203.0.113.3',
    ]);

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);

    expect(await new AccessRecordsService(db).purgeExpired(now)).toEqual({ deleted: 0 });
  });

  it('deletes a bounded batch per statement and per run, finishing the backlog on later runs', async () => {
    const user = await createUser(db, 'CLIENT', null);
    for (let index = 0; index < 7; index += 1) {
      await insertSession(user.id, {
        ip: `198.51.100.${index}`,
        expiresAt: new Date(Date.now() - 300 * DAY),
      });
    }
    await insertSession(user.id, { ip: '203.0.113.9', expiresAt: new Date(Date.now() - DAY) });
    const service = new AccessRecordsService(db, () => new Date(), {
      batchSize: 3,
      maxBatchesPerRun: 2,
    });

    expect(await service.purgeExpired()).toEqual({ deleted: 6 });
    expect(await ipsOf(user.id)).toHaveLength(2);
    expect(await service.purgeExpired()).toEqual({ deleted: 1 });
    expect(await service.purgeExpired()).toEqual({ deleted: 0 });
    expect(await ipsOf(user.id)).toEqual(['203.0.113.9']);
  });

  it('deletes each record once when several instances purge at the same time', async () => {
    const user = await createUser(db, 'CLIENT', null);
    for (let index = 0; index < 25; index += 1) {
      await insertSession(user.id, {
        ip: `198.51.100.${index}`,
        expiresAt: new Date(Date.now() - 250 * DAY),
      });
    }
    await insertSession(user.id, { ip: '203.0.113.1', expiresAt: new Date(Date.now() + DAY) });
    await insertSession(user.id, { ip: '203.0.113.2', expiresAt: new Date(Date.now() - 30 * DAY) });
    const instances = [1, 2, 3].map(
      () => new AccessRecordsService(db, () => new Date(), { batchSize: 4 }),
    );

    const runs = await Promise.all(instances.map((instance) => instance.purgeExpired()));

    expect(runs.reduce((sum, run) => sum + run.deleted, 0)).toBe(25);
    expect(await ipsOf(user.id)).toEqual(['203.0.113.1', '203.0.113.2']);
  });

  it('runs at once when started, and stops', async () => {
    const user = await createUser(db, 'CLIENT', null);
    await insertSession(user.id, {
      ip: '198.51.100.1',
      expiresAt: new Date(Date.now() - 365 * DAY),
    });
    await insertSession(user.id, { ip: '203.0.113.1', expiresAt: new Date(Date.now() + DAY) });

    const stop = startAccessRecordSweep(new AccessRecordsService(db), app.log, 60 * 60_000);
    await stop();

    expect(await ipsOf(user.id)).toEqual(['203.0.113.1']);
  });
});
