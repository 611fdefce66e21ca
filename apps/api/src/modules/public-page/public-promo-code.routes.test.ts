import { errorMessages } from '@navalha/core/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { createShop } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { PUBLIC_PROMO_CHECKS_PER_MINUTE } from './public-booking.routes.js';

/**
 * A promo code typed at /confirm signed out (issue 18 §1): checked on the shop's public address,
 * as the signed-in check does, among that shop's codes only, a few times a minute per address.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let addresses = 0;

const SLUG = 'barbearia-do-cupom';
const OTHER_SLUG = 'barbearia-vizinha';

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  const shop = await createShop(db, 'Barbearia do Cupom', { slug: SLUG });
  const other = await createShop(db, 'Barbearia Vizinha', { slug: OTHER_SLUG });
  await db.insert(promoCodes).values([
    { barbershopId: shop, code: 'CUPOM20', discountPercent: 20 },
    {
      barbershopId: shop,
      code: 'VENCIDO',
      discountPercent: 50,
      validUntil: new Date('2020-01-01'),
    },
    { barbershopId: other, code: 'VIZINHO30', discountPercent: 30 },
    // The same spelling in both shops: the address decides which one applies.
    { barbershopId: shop, code: 'DUPLO', discountPercent: 5 },
    { barbershopId: other, code: 'DUPLO', discountPercent: 40 },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

/** Each call from an address of its own unless told, so the limit only counts where meant. */
function check(payload: object, slug = SLUG, remoteAddress = `203.0.113.${(addresses += 1)}`) {
  return app.inject({
    method: 'POST',
    url: `/api/public/shops/${slug}/promo-codes/validate`,
    payload,
    remoteAddress,
  });
}

describe("a visitor's promo code on the shop's public address", () => {
  it('applies a code of that shop without a token, with the discount on the subtotal', async () => {
    const response = await check({ code: 'cupom20', subtotal: 45 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      code: 'CUPOM20',
      discountPercent: 20,
      discount: 9,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("refuses another shop's code and an expired one with the signed-in check's message", async () => {
    for (const code of ['VIZINHO30', 'VENCIDO', 'NAOEXISTE']) {
      const response = await check({ code, subtotal: 45 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_PROMO_CODE',
        message: errorMessages.invalidPromoCode,
        field: 'code',
      });
    }
    // The other shop's own address applies its code.
    expect((await check({ code: 'VIZINHO30', subtotal: 45 }, OTHER_SLUG)).statusCode).toBe(200);
  });

  it('takes the shop from the address, never from the body', async () => {
    const duplo = await check({ code: 'DUPLO', subtotal: 100 });
    expect(duplo.json()).toMatchObject({ discountPercent: 5, discount: 5 });
    const elsewhere = await check({ code: 'DUPLO', subtotal: 100 }, OTHER_SLUG);
    expect(elsewhere.json()).toMatchObject({ discountPercent: 40, discount: 40 });
  });

  it('answers 404 for an address no shop has, and 400 in Portuguese for a bad body', async () => {
    const unknown = await check({ code: 'CUPOM20', subtotal: 45 }, 'nao-existe');
    expect(unknown.statusCode).toBe(404);
    const empty = await check({ code: '  ', subtotal: 45 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Informe o código promocional');
    const noSubtotal = await check({ code: 'CUPOM20' });
    expect(noSubtotal.statusCode).toBe(400);
    expect(noSubtotal.json().message).toBe('Informe o subtotal');
  });

  it('caps the checks per address, so codes cannot be guessed in a loop', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_PROMO_CHECKS_PER_MINUTE; i += 1) {
      statuses.push(
        (await check({ code: `CHUTE${i}`, subtotal: 45 }, SLUG, '198.51.100.77')).statusCode,
      );
    }
    expect(statuses.slice(0, PUBLIC_PROMO_CHECKS_PER_MINUTE)).toEqual(
      Array(PUBLIC_PROMO_CHECKS_PER_MINUTE).fill(400),
    );
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits out the minute from that address; another address goes on.
    expect((await check({ code: 'CUPOM20', subtotal: 45 }, SLUG, '198.51.100.77')).statusCode).toBe(
      429,
    );
    expect((await check({ code: 'CUPOM20', subtotal: 45 }, SLUG, '198.51.100.78')).statusCode).toBe(
      200,
    );
  });
});
