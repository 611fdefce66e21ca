import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  createShop,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let bruno: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

const [corte, barba, , sobrancelha, , reflexo, , tesoura] = demoServices;

function get(url: string) {
  return app.inject({ method: 'GET', url, headers: client.headers });
}

function byServices(serviceIds: unknown, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/users/barbers/by-services${query}`,
    headers: client.headers,
    payload: { serviceIds },
  });
}

const names = (body: { data: { name: string }[] }) => body.data.map((barber) => barber.name);

describe('POST /api/users/barbers/by-services', () => {
  it('lists the barbers offering every chosen service, by name', async () => {
    const oneService = await byServices([corte.id]);
    expect(oneService.statusCode).toBe(200);
    expect(names(oneService.json())).toEqual([
      'Bruno Barbeiro',
      'Lucas Ferreira',
      'Rafael Moreira',
      'Thiago Nascimento',
    ]);

    const reflexoAndTesoura = await byServices([reflexo.id, tesoura.id]);
    expect(reflexoAndTesoura.json()).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(names(reflexoAndTesoura.json())).toEqual(['Bruno Barbeiro']);

    const sobrancelhaAndReflexo = await byServices([sobrancelha.id, reflexo.id]);
    expect(names(sobrancelhaAndReflexo.json())).toEqual(['Bruno Barbeiro', 'Thiago Nascimento']);
  });

  it('answers the barber card: shop, counts, label and services', async () => {
    const response = await byServices([reflexo.id]);
    const card = response.json().data.find((barber: { id: string }) => barber.id === bruno.id);

    expect(card).toMatchObject({
      id: bruno.id,
      name: 'Bruno Barbeiro',
      avatarUrl: null,
      role: 'BARBER',
      barberShop: { id: DEMO_BARBERSHOP_ID, name: 'Navalha Barbearia' },
      experienceLabel: 'Experiente',
    });
    expect(card.totalAppointments).toBeGreaterThan(100);
    // The demo's clients rated some of their cuts: an average of one decimal from 1 to 5.
    expect(card.totalReviews).toBeGreaterThan(10);
    expect(card.averageRating).toBeGreaterThanOrEqual(1);
    expect(card.averageRating).toBeLessThanOrEqual(5);
    expect(Math.round(card.averageRating * 10) / 10).toBe(card.averageRating);
    expect(card.serviceBarbers).toHaveLength(demoServices.length);
    expect(card.serviceBarbers[0]).toEqual({
      serviceId: barba.id,
      service: {
        id: barba.id,
        name: 'Barba completa',
        price: 40,
        promotionalPrice: 35,
        durationMinutes: 30,
        imageUrl: null,
        iconKey: 'beard',
        pricing: {
          finalPrice: 35,
          originalPrice: 40,
          discount: 5,
          hasDiscount: true,
          discountPercentage: 13,
        },
      },
    });
  });

  it('pages', async () => {
    const response = await byServices([corte.id], '?page=2&limit=3');
    expect(response.json()).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(names(response.json())).toEqual(['Thiago Nascimento']);
  });

  it('refuses an empty list, too many ids, bad ids and unknown services', async () => {
    const cases: [unknown, number, string][] = [
      [[], 400, 'Selecione ao menos um serviço'],
      [undefined, 400, 'Selecione ao menos um serviço'],
      [['nope'], 400, 'Identificador inválido'],
      [Array.from({ length: 21 }, () => corte.id), 400, 'Escolha no máximo 20 itens.'],
      [[corte.id, '6e617661-6c68-4100-8000-00000000dead'], 404, 'Serviço não encontrado'],
    ];
    for (const [serviceIds, status, message] of cases) {
      const response = await byServices(serviceIds);
      expect(response.statusCode, JSON.stringify(serviceIds)).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message });
    }
  });

  it('costs the same few queries for one barber or many', async () => {
    const few = await countQueries(db, () => byServices([reflexo.id, tesoura.id]));
    const many = await countQueries(db, () => byServices([corte.id]));
    expect(few).toBe(3);
    expect(many).toBe(few);
  });
});

describe('GET /api/users/barbers/for-home', () => {
  it('lists the busiest barbers first, up to the limit', async () => {
    const response = await get('/api/users/barbers/for-home?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 2, total: 4 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0].name).toBe('Bruno Barbeiro');
    expect(body.data[0].totalAppointments).toBeGreaterThanOrEqual(body.data[1].totalAppointments);

    const byDefault = await get('/api/users/barbers/for-home');
    expect(byDefault.json()).toMatchObject({ limit: 10 });
    expect(byDefault.json().data).toHaveLength(4);
  });

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '51', 'dez']) {
      const response = await get(`/api/users/barbers/for-home?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'limit' });
    }
  });
});

describe('GET /api/users/barbers, /barber-shop/{id} and /{id}', () => {
  it('lists every active barber, and those of one shop', async () => {
    const otherShop = await createShop(db);
    await createBarber(db, otherShop, [], 'Zeca Navalhada');

    const all = await get('/api/users/barbers');
    expect(all.json()).toMatchObject({ total: 5 });
    expect(names(all.json())).toContain('Zeca Navalhada');

    const demoShop = await get(`/api/users/barbers/barber-shop/${DEMO_BARBERSHOP_ID}`);
    expect(demoShop.json()).toMatchObject({ total: 4 });
    expect(names(demoShop.json())).not.toContain('Zeca Navalhada');

    const rival = await get(`/api/users/barbers/barber-shop/${otherShop}`);
    expect(names(rival.json())).toEqual(['Zeca Navalhada']);

    const unknownShop = await get(
      '/api/users/barbers/barber-shop/6e617661-6c68-4100-8000-00000000dead',
    );
    expect(unknownShop.statusCode).toBe(404);
  });

  it('answers one barber, 404 for anyone else', async () => {
    const barber = await get(`/api/users/barbers/${bruno.id}`);
    expect(barber.statusCode).toBe(200);
    expect(barber.json()).toMatchObject({ id: bruno.id, experienceLabel: 'Experiente' });

    const notABarber = await get(`/api/users/barbers/${client.id}`);
    expect(notABarber.statusCode).toBe(404);
    expect(notABarber.json()).toMatchObject({ message: 'Barbeiro não encontrado' });

    const malformed = await get('/api/users/barbers/not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});
