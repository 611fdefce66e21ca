import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { createShop, DEMO_BARBERSHOP_ID, demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let otherShopId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  otherShopId = await createShop(db);
  await db.insert(promoCodes).values([
    {
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'Vencido',
      discountPercent: 20,
      validUntil: new Date(Date.now() - 1_000),
    },
    {
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'EmBreve',
      discountPercent: 20,
      validFrom: new Date(Date.now() + 86_400_000),
    },
    { barbershopId: DEMO_BARBERSHOP_ID, code: 'DUPLO', discountPercent: 5 },
    { barbershopId: otherShopId, code: 'duplo', discountPercent: 50 },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

function validate(payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/promo-codes/validate',
    headers: client.headers,
    payload,
  });
}

const invalid = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'INVALID_PROMO_CODE',
  message: 'Código promocional inválido ou expirado',
  field: 'code',
};

describe('POST /api/promo-codes/validate', () => {
  it('accepts NAVALHA10 in any case and computes the discount in BRL', async () => {
    const response = await validate({ code: ' navalha10 ', subtotal: 85 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      code: 'NAVALHA10',
      discountPercent: 10,
      discount: 8.5,
    });
    const rounding = await validate({ code: 'NAVALHA10', subtotal: 0.05 });
    expect(rounding.json().discount).toBe(0.01);
  });

  it('refuses unknown, expired and not-yet-valid codes', async () => {
    for (const code of ['NADA', 'vencido', 'EMBREVE']) {
      const response = await validate({ code, subtotal: 50 });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });

  it('needs the shop when two shops spell a code alike', async () => {
    expect((await validate({ code: 'DUPLO', subtotal: 100 })).json()).toEqual(invalid);
    const demo = await validate({ code: 'DUPLO', subtotal: 100, barberShopId: DEMO_BARBERSHOP_ID });
    expect(demo.json()).toMatchObject({ code: 'DUPLO', discount: 5 });
    const other = await validate({ code: 'duplo', subtotal: 100, barberShopId: otherShopId });
    expect(other.json()).toMatchObject({ code: 'duplo', discount: 50 });
  });

  it('refuses bad input with the field', async () => {
    for (const [payload, field, message] of [
      [{ subtotal: 50 }, 'code', 'Código promocional inválido ou expirado'],
      [{ code: '  ', subtotal: 50 }, 'code', 'Informe o código promocional'],
      [{ code: 'NAVALHA10' }, 'subtotal', 'Informe o subtotal'],
      [{ code: 'NAVALHA10', subtotal: -1 }, 'subtotal', 'Valor inválido'],
      [{ code: 'NAVALHA10', subtotal: 'cem' }, 'subtotal', 'Valor inválido'],
      [
        { code: 'NAVALHA10', subtotal: 1, barberShopId: 'x' },
        'barberShopId',
        'Identificador inválido',
      ],
    ] as const) {
      const response = await validate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
  });
});
