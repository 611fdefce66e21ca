import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { emptyShops, setupAnswers } from '../../test/setup-fixtures.js';
import { buildTestApp, testPasswordHasher } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';
import { SetupService } from '../setup/setup.service.js';
import { createSetupState } from '../setup/setup.module.js';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let ownerToken: string;

/** A shop just set up through the wizard's API: one owner who takes bookings, no photo. */
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const db = testDatabase.database.db;
  await emptyShops(db);
  app = await buildTestApp(testDatabase.database);
  const token = await new SetupService({
    db,
    passwordHasher: testPasswordHasher,
    state: createSetupState(db),
  }).startSetup();
  for (const step of ['owner', 'shop', 'hours', 'services'] as const) {
    await app.inject({
      method: 'PUT',
      url: `/api/setup/${step}`,
      headers: { 'x-setup-token': token! },
      payload: setupAnswers[step],
    });
  }
  await app.inject({
    method: 'PUT',
    url: '/api/setup/team',
    headers: { 'x-setup-token': token! },
    payload: { takesBookings: true, invitations: [] },
  });
  const done = await app.inject({
    method: 'POST',
    url: '/api/setup/complete',
    headers: { 'x-setup-token': token! },
  });
  ownerToken = done.json().accessToken;
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
});

const checklist = () =>
  app.inject({
    method: 'GET',
    url: '/api/admin/checklist',
    headers: { authorization: `Bearer ${ownerToken}` },
  });

describe('GET /api/admin/checklist', () => {
  it('lists what a freshly set-up shop still lacks, computed by the server', async () => {
    const response = await checklist();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { key: 'payments', done: false, missing: 0 },
        { key: 'photos', done: false, missing: 1 },
        { key: 'promoCodes', done: false, missing: 0 },
        { key: 'team', done: false, missing: 0 },
      ],
      dismissed: false,
      canDismiss: true,
    });
  });

  it('ticks items off as the shop does them', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { code: 'BEMVINDO', discountPercent: 10 },
    });
    await testDatabase.database.db
      .update(users)
      .set({ avatarUrl: '/api/avatars/abc' })
      .where(eq(users.email, setupAnswers.owner.email));
    const items = (await checklist()).json().items as { key: string; done: boolean }[];
    expect(items.find((item) => item.key === 'photos')?.done).toBe(true);
    expect(items.find((item) => item.key === 'payments')?.done).toBe(false);
  });

  it('counts the payments as done with Mercado Pago', async () => {
    const real = await buildTestApp(testDatabase.database, {
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: 'TEST-token',
      mercadopagoWebhookSecret: 'secret',
      publicUrl: 'https://barbearia.example',
    });
    try {
      const response = await real.inject({
        method: 'GET',
        url: '/api/admin/checklist',
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      expect(response.json().items[0]).toEqual({ key: 'payments', done: true, missing: 0 });
    } finally {
      await real.close();
    }
  });

  it('is put away by the owner, for good', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/checklist/dismiss',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().dismissed).toBe(true);
    expect((await checklist()).json().dismissed).toBe(true);
  });
});
