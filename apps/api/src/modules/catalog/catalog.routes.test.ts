import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { services } from '../../db/schema/services.js';
import { buildConcurrentEditApp } from '../../test/concurrent-edit.js';
import type { ConcurrentEditApp } from '../../test/concurrent-edit.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createShop,
  createUser,
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
let admin: Actor;
let barber: Actor;
let otherShopId: string;
let otherAdmin: Actor;
let concurrent: ConcurrentEditApp;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  concurrent = await buildConcurrentEditApp(testApp.database);
  client = await demoActor(db, 'cliente@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  barber = await demoActor(db, 'barbeiro@navalha.dev');
  otherShopId = await createShop(db);
  otherAdmin = await createUser(db, 'ADMIN', otherShopId);
});

afterAll(async () => {
  await concurrent.close();
  await testApp.close();
});

const corte = demoServices[0];
const barbaCompleta = demoServices[1];

function get(url: string, actor: Actor = client) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, actor: Actor, payload?: object) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

async function countServices(): Promise<number> {
  return (await db.select({ id: services.id }).from(services)).length;
}

describe('GET /api/services', () => {
  it('lists active services by name with pricing in BRL and the page it is', async () => {
    const response = await get('/api/services?limit=3');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 3, total: demoServices.length });
    expect(body.data.map((service: { name: string }) => service.name)).toEqual([
      'Barba completa',
      'Corte + barba',
      'Corte de cabelo',
    ]);
    expect(body.data[0]).toEqual({
      id: barbaCompleta.id,
      name: 'Barba completa',
      description: barbaCompleta.description,
      price: 40,
      promotionalPrice: 35,
      discount: 5,
      imageUrl: null,
      iconKey: 'beard',
      durationMinutes: 30,
      barberShopId: DEMO_BARBERSHOP_ID,
      barbersCount: 4,
      isActive: true,
      pricing: {
        finalPrice: 35,
        originalPrice: 40,
        discount: 5,
        hasDiscount: true,
        discountPercentage: 13,
      },
    });
  });

  it('filters by the final price, a search term and the shop, and pages', async () => {
    const cheap = await get('/api/services?maxPrice=39.90');
    expect(cheap.json().data.map((service: { name: string }) => service.name)).toEqual([
      'Barba completa',
      'Pigmentação de barba',
      'Sobrancelha',
    ]);

    const search = await get('/api/services?search=CORTE%20na');
    expect(search.json().data.map((service: { name: string }) => service.name)).toEqual([
      'Corte na máquina',
      'Corte na tesoura',
    ]);

    const wildcard = await get('/api/services?search=%25');
    expect(wildcard.json()).toMatchObject({ data: [], total: 0 });

    const secondPage = await get('/api/services?page=2&limit=4&minPrice=40');
    expect(secondPage.json()).toMatchObject({ page: 2, limit: 4, total: 6 });
    expect(secondPage.json().data).toHaveLength(2);

    const pastTheEnd = await get('/api/services?page=9&limit=4');
    expect(pastTheEnd.json()).toMatchObject({ data: [], page: 9, total: demoServices.length });

    const otherShop = await get(`/api/services?barberShopId=${otherShopId}`);
    expect(otherShop.json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses bad filters with the field', async () => {
    for (const [query, field, message] of [
      ['minPrice=abc', 'minPrice', 'Valor inválido'],
      ['minPrice=50&maxPrice=40', 'minPrice', 'O preço mínimo deve ser menor ou igual ao máximo'],
      ['limit=101', 'limit', 'O limite máximo é 100'],
      ['page=0', 'page', 'Página inválida'],
      ['page=1.5', 'page', 'Página inválida'],
      ['barberShopId=nope', 'barberShopId', 'Identificador inválido'],
      [`search=${'a'.repeat(101)}`, 'search', 'A busca deve ter no máximo 100 caracteres'],
    ] as const) {
      const response = await get(`/api/services?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message,
        field,
      });
    }
  });

  it('costs one query whatever the page size', async () => {
    expect(await countQueries(db, () => get('/api/services?limit=1'))).toBe(1);
    expect(await countQueries(db, () => get('/api/services?limit=100'))).toBe(1);
  });
});

describe('GET /api/services/for-selection and /barber-shop/{id}', () => {
  it('answers plain arrays of the active menu', async () => {
    const selection = await get('/api/services/for-selection');
    expect(selection.statusCode).toBe(200);
    expect(selection.json()).toHaveLength(demoServices.length);

    const menu = await get(`/api/services/barber-shop/${DEMO_BARBERSHOP_ID}`);
    expect(menu.statusCode).toBe(200);
    expect(
      menu
        .json()
        .map((service: { id: string }) => service.id)
        .sort(),
    ).toEqual(demoServices.map((service) => service.id).sort());

    const emptyShop = await get(`/api/services/barber-shop/${otherShopId}`);
    expect(emptyShop.json()).toEqual([]);
  });

  it('answers 404 for a shop that does not exist', async () => {
    const response = await get('/api/services/barber-shop/6e617661-6c68-4100-8000-00000000dead');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/services/{id}', () => {
  it('answers one service', async () => {
    const response = await get(`/api/services/${corte.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: corte.id, price: 50, iconKey: 'haircut' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/services/6e617661-6c68-4100-8000-00000000dead');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Serviço não encontrado' });

    const malformed = await get('/api/services/123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe('POST /api/services', () => {
  it("creates a service in the admin's shop with the barbers offering it", async () => {
    const response = await send('POST', '/api/services', admin, {
      name: '  Hidratação capilar ',
      description: 'Máscara e vapor de ozônio.',
      price: 59.9,
      promotionalPrice: 49.9,
      durationMinutes: 45,
      imageUrl: 'https://cdn.navalha.dev/hidratacao.png',
      barberIds: [barber.id],
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Hidratação capilar',
      price: 59.9,
      promotionalPrice: 49.9,
      discount: 10,
      durationMinutes: 45,
      barberShopId: DEMO_BARBERSHOP_ID,
      barbersCount: 1,
      iconKey: 'default',
      pricing: { finalPrice: 49.9, hasDiscount: true, discountPercentage: 17 },
    });
    const [row] = await db.select().from(services).where(eq(services.id, body.id));
    expect(row).toMatchObject({ priceCents: 5990, promotionalPriceCents: 4990, isActive: true });
    const links = await db
      .select()
      .from(barberServices)
      .where(eq(barberServices.serviceId, body.id));
    expect(links).toEqual([
      { barbershopId: DEMO_BARBERSHOP_ID, barberId: barber.id, serviceId: body.id },
    ]);
  });

  it('refuses invalid services and writes nothing', async () => {
    const before = await countServices();
    for (const [payload, field, message] of [
      [{ price: 10, durationMinutes: 30 }, 'name', 'Nome do serviço é obrigatório'],
      [{ name: 'Corte', durationMinutes: 30 }, 'price', 'Preço é obrigatório'],
      [
        { name: 'Corte', price: 0, durationMinutes: 30 },
        'price',
        'O preço deve ser maior que zero',
      ],
      [{ name: 'Corte', price: 10.001, durationMinutes: 30 }, 'price', 'Valor inválido'],
      [{ name: 'Corte', price: '10', durationMinutes: 30 }, 'price', 'Valor inválido'],
      [
        { name: 'Corte', price: 10, promotionalPrice: 10, durationMinutes: 30 },
        'promotionalPrice',
        'O preço promocional deve ser menor que o preço',
      ],
      [
        { name: 'Corte', price: 10, durationMinutes: 3 },
        'durationMinutes',
        'A duração deve ser um número inteiro de 5 a 480 minutos',
      ],
      [
        { name: 'Corte', price: 10, durationMinutes: 30, imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        'URL da imagem inválida',
      ],
      [
        { name: 'Corte', price: 10, durationMinutes: 30, barberIds: [] },
        'barberIds',
        'Informe ao menos um barbeiro',
      ],
    ] as const) {
      const response = await send('POST', '/api/services', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
        message,
      });
    }
    expect(await countServices()).toBe(before);
  });

  it("refuses a barber of another shop and another shop's id", async () => {
    const before = await countServices();
    const foreignBarber = await createUser(db, 'BARBER', otherShopId);
    const withForeignBarber = await send('POST', '/api/services', admin, {
      name: 'Corte',
      price: 10,
      durationMinutes: 30,
      barberIds: [foreignBarber.id],
    });
    expect(withForeignBarber.statusCode).toBe(400);
    expect(withForeignBarber.json()).toMatchObject({
      field: 'barberIds',
      message: 'Barbeiro não encontrado',
    });

    const otherShop = await send('POST', '/api/services', admin, {
      name: 'Corte',
      price: 10,
      durationMinutes: 30,
      barberShopId: otherShopId,
    });
    expect(otherShop.statusCode).toBe(403);
    expect(otherShop.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso negado' });
    expect(await countServices()).toBe(before);
  });
});

describe('POST /api/services/bulk', () => {
  it('creates every service or none', async () => {
    const before = await countServices();
    const invalid = await send('POST', '/api/services/bulk', admin, {
      services: [
        { name: 'Platinado', price: 150, durationMinutes: 120 },
        { name: 'X', price: 10, durationMinutes: 30 },
      ],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'services.1.name' });
    expect(await countServices()).toBe(before);

    const created = await send('POST', '/api/services/bulk', admin, {
      services: [
        { name: 'Platinado', price: 150, durationMinutes: 120 },
        { name: 'Relaxamento', price: 70, durationMinutes: 60 },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().map((service: { name: string }) => service.name)).toEqual([
      'Platinado',
      'Relaxamento',
    ]);
    expect(await countServices()).toBe(before + 2);
  });

  it('refuses an empty list and more than 50', async () => {
    const empty = await send('POST', '/api/services/bulk', admin, { services: [] });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Informe ao menos um serviço' });
    const many = await send('POST', '/api/services/bulk', admin, {
      services: Array.from({ length: 51 }, (_, index) => ({
        name: `Serviço ${index}`,
        price: 10,
        durationMinutes: 30,
      })),
    });
    expect(many.json()).toMatchObject({
      statusCode: 400,
      message: 'Envie no máximo 50 serviços por vez',
    });
  });
});

describe('PATCH and DELETE /api/services/{id}', () => {
  it('changes the fields sent, checks the promotion against the stored price', async () => {
    const created = await send('POST', '/api/services', admin, {
      name: 'Barboterapia',
      price: 60,
      durationMinutes: 40,
    });
    const id = created.json().id;

    const tooHigh = await send('PATCH', `/api/services/${id}`, admin, { promotionalPrice: 60 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      field: 'promotionalPrice',
      message: 'O preço promocional deve ser menor que o preço',
    });

    const updated = await send('PATCH', `/api/services/${id}`, admin, {
      promotionalPrice: 54,
      description: 'Toalha quente e óleo.',
      barberIds: [barber.id],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Barboterapia',
      price: 60,
      promotionalPrice: 54,
      description: 'Toalha quente e óleo.',
      barbersCount: 1,
    });

    const cleared = await send('PATCH', `/api/services/${id}`, admin, { promotionalPrice: null });
    expect(cleared.json()).toMatchObject({ promotionalPrice: null, discount: 0 });

    const empty = await send('PATCH', `/api/services/${id}`, admin, {});
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      message: 'Informe ao menos um campo para alterar',
    });
  });

  it("answers 404 for another shop's service and leaves it alone", async () => {
    const patch = await send('PATCH', `/api/services/${corte.id}`, otherAdmin, { price: 1 });
    expect(patch.statusCode).toBe(404);
    const remove = await send('DELETE', `/api/services/${corte.id}`, otherAdmin);
    expect(remove.statusCode).toBe(404);
    const [row] = await db.select().from(services).where(eq(services.id, corte.id));
    expect(row).toMatchObject({ priceCents: 5000, isActive: true });
  });

  it('deletes softly: the service leaves the menu and can come back', async () => {
    const created = await send('POST', '/api/services', admin, {
      name: 'Luzes',
      price: 130,
      durationMinutes: 90,
    });
    const id = created.json().id;

    const removed = await send('DELETE', `/api/services/${id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const [row] = await db.select().from(services).where(eq(services.id, id));
    expect(row?.isActive).toBe(false);
    expect((await get(`/api/services/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/services/${id}`, admin)).statusCode).toBe(404);

    const restored = await send('PATCH', `/api/services/${id}`, admin, { isActive: true });
    expect(restored.json()).toMatchObject({ id, isActive: true });
  });
});

describe("an edit meeting another admin's save of the same service", () => {
  const lockService = (id: string) => (tx: Db) =>
    tx.select({ id: services.id }).from(services).where(eq(services.id, id)).for('update');

  /** A R$ 50, 30-minute service that `barber` offers. */
  async function createForRace(name: string) {
    const created = await send('POST', '/api/services', admin, {
      name,
      price: 50,
      durationMinutes: 30,
      barberIds: [barber.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }

  async function serviceRow(id: string) {
    const [row] = await db.select().from(services).where(eq(services.id, id));
    return row;
  }

  function serviceLog(id: string, action: string) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  }

  it('checks the promotion against the price just saved, refusing it and changing nothing', async () => {
    const id = await createForRace('Platinado');

    // The other admin lowers the price from R$ 50 to R$ 30 while R$ 40 of promotion is saved.
    const response = await concurrent.editDuring(
      {
        lock: lockService(id),
        write: (tx) => tx.update(services).set({ priceCents: 3000 }).where(eq(services.id, id)),
      },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/services/${id}`,
          headers: admin.headers,
          payload: { promotionalPrice: 40 },
        }),
    );

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'promotionalPrice',
      message: 'O preço promocional deve ser menor que o preço',
    });
    expect(await serviceRow(id)).toMatchObject({ priceCents: 3000, promotionalPriceCents: null });
    expect(await serviceLog(id, 'service.update')).toEqual([]);
  });

  it('logs as "before" the service and its barbers as the other save left them', async () => {
    const id = await createForRace('Hidratação');

    const response = await concurrent.editDuring(
      {
        lock: lockService(id),
        write: async (tx) => {
          await tx
            .update(services)
            .set({ name: 'Hidratação profunda', priceCents: 5500 })
            .where(eq(services.id, id));
          await tx.delete(barberServices).where(eq(barberServices.serviceId, id));
        },
      },
      (racing) =>
        racing.inject({
          method: 'PATCH',
          url: `/api/services/${id}`,
          headers: admin.headers,
          payload: { durationMinutes: 45, barberIds: [barber.id] },
        }),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Hidratação profunda', price: 55 });
    const [entry] = await serviceLog(id, 'service.update');
    expect(entry?.before).toMatchObject({
      name: 'Hidratação profunda',
      priceCents: 5500,
      durationMinutes: 30,
      barberIds: [],
    });
    expect(entry?.after).toMatchObject({
      name: 'Hidratação profunda',
      priceCents: 5500,
      durationMinutes: 45,
      barberIds: [barber.id],
    });
  });

  it('logs a deletion with the name the other save gave, and a second deletion finds nothing', async () => {
    const renamed = await createForRace('Sobrancelha');
    const removed = await concurrent.editDuring(
      {
        lock: lockService(renamed),
        write: (tx) =>
          tx
            .update(services)
            .set({ name: 'Design de sobrancelha' })
            .where(eq(services.id, renamed)),
      },
      (racing) =>
        racing.inject({
          method: 'DELETE',
          url: `/api/services/${renamed}`,
          headers: admin.headers,
        }),
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const [entry] = await serviceLog(renamed, 'service.delete');
    expect(entry?.before).toMatchObject({ name: 'Design de sobrancelha', isActive: true });
    expect(entry?.after).toMatchObject({ name: 'Design de sobrancelha', isActive: false });

    const deletedTwice = await createForRace('Relaxamento');
    const again = await concurrent.editDuring(
      {
        lock: lockService(deletedTwice),
        write: (tx) =>
          tx.update(services).set({ isActive: false }).where(eq(services.id, deletedTwice)),
      },
      (racing) =>
        racing.inject({
          method: 'DELETE',
          url: `/api/services/${deletedTwice}`,
          headers: admin.headers,
        }),
    );
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Serviço não encontrado' });
    expect(await serviceLog(deletedTwice, 'service.delete')).toEqual([]);
  });
});
