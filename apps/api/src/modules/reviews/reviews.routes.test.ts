import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema/reviews.js';
import { insertCompletedAppointment, insertReview } from '../../test/notification-fixtures.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  insertAppointment,
  spInstant,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let marina: Actor;
let bruno: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  marina = await demoActor(db, 'marina@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

function review(actor: Actor, payload: object) {
  return app.inject({ method: 'POST', url: '/api/reviews', headers: actor.headers, payload });
}

function get(actor: Actor, url: string) {
  return app.inject({ method: 'GET', url, headers: actor.headers });
}

async function reviewRows(appointmentId: string) {
  return db.select().from(reviews).where(eq(reviews.appointmentId, appointmentId));
}

describe('POST /api/reviews', () => {
  it('saves a rating and a trimmed comment for a completed appointment of the client', async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const response = await review(client, {
      appointmentId,
      rating: 4,
      comment: '  Corte impecável, voltarei!  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      appointmentId,
      barberId: bruno.id,
      rating: 4,
      comment: 'Corte impecável, voltarei!',
      client: { name: 'Carlos' },
    });
    expect(await reviewRows(appointmentId)).toMatchObject([
      { clientId: client.id, barberId: bruno.id, rating: 4 },
    ]);
  });

  it('takes an empty comment as none', async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const response = await review(client, { appointmentId, rating: 5, comment: '   ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ comment: null });
  });

  it('refuses a second review of the same appointment with 409, keeping the first', async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    expect((await review(client, { appointmentId, rating: 5 })).statusCode).toBe(201);
    const again = await review(client, { appointmentId, rating: 1, comment: 'Mudei de ideia' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'Você já avaliou este atendimento.',
    });
    expect(await reviewRows(appointmentId)).toMatchObject([{ rating: 5, comment: null }]);
  });

  it('keeps one review when two arrive at the same time', async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const answers = await Promise.all([
      review(client, { appointmentId, rating: 5 }),
      review(client, { appointmentId, rating: 3 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await reviewRows(appointmentId)).toHaveLength(1);
  });

  it.each([
    ['PENDING', 30],
    ['CONFIRMED', 40],
    ['CANCELLED', 50],
    ['EXPIRED', 60],
  ] as const)('refuses a %s appointment with 409 and writes nothing', async (status, daysAhead) => {
    // A Tuesday of its own each, so the active ones never meet.
    const appointmentId = await insertAppointment(db, {
      clientId: client.id,
      barberId: bruno.id,
      startsAt: spInstant(futureDate(2, daysAhead), '07:30'),
      status,
    });
    const response = await review(client, { appointmentId, rating: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'APPOINTMENT_NOT_REVIEWABLE',
      message: 'Só é possível avaliar um atendimento concluído.',
    });
    expect(await reviewRows(appointmentId)).toHaveLength(0);
  });

  it("answers 404 for someone else's appointment, as for a missing one", async () => {
    const appointmentId = await insertCompletedAppointment(db, marina.id, bruno.id);
    const response = await review(client, { appointmentId, rating: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Agendamento não encontrado',
    });
    expect(await reviewRows(appointmentId)).toHaveLength(0);
  });

  it('explains each bad field in pt-BR', async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const cases: [object, string, string][] = [
      [{ appointmentId, rating: 0 }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [{ appointmentId, rating: 3.5 }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [{ appointmentId }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [
        { appointmentId, rating: 5, comment: 'x'.repeat(501) },
        'comment',
        'O comentário deve ter no máximo 500 caracteres.',
      ],
      [{ rating: 5 }, 'appointmentId', 'Informe o agendamento a avaliar.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await review(client, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
    // 500 characters after trimming are fine.
    const ok = await review(client, { appointmentId, rating: 5, comment: ` ${'x'.repeat(500)} ` });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('is for clients only', async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const response = await review(bruno, { appointmentId, rating: 5 });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/reviews/appointment/:id', () => {
  it("returns the client's review of their appointment, and 404 before there is one", async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const before = await get(client, `/api/reviews/appointment/${appointmentId}`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ message: 'Avaliação não encontrada' });
    await review(client, { appointmentId, rating: 4, comment: 'Bom' });
    const after = await get(client, `/api/reviews/appointment/${appointmentId}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ appointmentId, rating: 4, comment: 'Bom' });
  });

  it("shows the stars given on the booking itself and in the client's history", async () => {
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    const history = async () => {
      const page = await get(client, '/api/appointments/my-history?limit=100');
      const rows = page.json<{ data: { id: string; reviewRating: number | null }[] }>().data;
      return rows.find((row) => row.id === appointmentId)?.reviewRating;
    };
    expect((await get(client, `/api/appointments/${appointmentId}`)).json()).toMatchObject({
      reviewRating: null,
    });
    expect(await history()).toBeNull();
    await review(client, { appointmentId, rating: 3 });
    expect((await get(client, `/api/appointments/${appointmentId}`)).json()).toMatchObject({
      reviewRating: 3,
    });
    expect(await history()).toBe(3);
  });

  it("answers 404 for someone else's appointment even when it has a review", async () => {
    const appointmentId = await insertCompletedAppointment(db, marina.id, bruno.id);
    await insertReview(db, { appointmentId, clientId: marina.id, barberId: bruno.id });
    const response = await get(client, `/api/reviews/appointment/${appointmentId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Agendamento não encontrado' });
  });
});

describe("a barber's reviews and rating", () => {
  it('lists them newest first with first names only, paginated', async () => {
    const shop = await createShop(db, 'Barbearia das Avaliações');
    const barber = await createBarber(db, shop, [], 'Caio Avaliado');
    const author = await createUser(db, 'CLIENT', null, 'Ana Paula Souza');
    for (const [index, rating] of [5, 3, 4].entries()) {
      const appointmentId = await insertCompletedAppointment(db, author.id, barber.id, 10 - index);
      const response = await review(author, { appointmentId, rating, comment: `#${index}` });
      expect(response.statusCode, response.body).toBe(201);
      // Each review a minute after the last: two in one millisecond (PGlite's clock) would tie
      // on created_at and fall back to the random id.
      await db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - (3 - index) * 60_000) })
        .where(eq(reviews.appointmentId, appointmentId));
    }
    const page = await get(client, `/api/reviews/barber/${barber.id}?limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      page: 1,
      limit: 2,
      total: 3,
      data: [
        { rating: 4, comment: '#2', client: { name: 'Ana' } },
        { rating: 3, comment: '#1', client: { name: 'Ana' } },
      ],
    });
    const second = await get(client, `/api/reviews/barber/${barber.id}?limit=2&page=2`);
    expect(second.json()).toMatchObject({ total: 3, data: [{ rating: 5 }] });
    const beyond = await get(client, `/api/reviews/barber/${barber.id}?limit=2&page=9`);
    expect(beyond.json()).toMatchObject({ total: 3, data: [] });

    // The barber's card follows: (5 + 3 + 4) / 3 = 4.0.
    const card = await get(client, `/api/users/barbers/${barber.id}`);
    expect(card.json()).toMatchObject({ averageRating: 4, totalReviews: 3 });
  });

  it('rounds the average to one decimal and shows 0 without reviews', async () => {
    const barber = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Davi Sem Nota');
    expect((await get(client, `/api/users/barbers/${barber.id}`)).json()).toMatchObject({
      averageRating: 0,
      totalReviews: 0,
    });
    for (const rating of [5, 5, 4]) {
      const appointmentId = await insertCompletedAppointment(db, client.id, barber.id);
      await insertReview(db, { appointmentId, clientId: client.id, barberId: barber.id, rating });
    }
    expect((await get(client, `/api/users/barbers/${barber.id}`)).json()).toMatchObject({
      averageRating: 4.7,
      totalReviews: 3,
    });
  });

  it('reads the ratings of a whole page of barbers in the same number of queries', async () => {
    const queries = await countQueries(db, () => get(client, '/api/users/barbers?limit=50'));
    const appointmentId = await insertCompletedAppointment(db, client.id, bruno.id);
    await insertReview(db, { appointmentId, clientId: client.id, barberId: bruno.id });
    expect(await countQueries(db, () => get(client, '/api/users/barbers?limit=50'))).toBe(queries);
  });

  it('answers 404 for an unknown barber or a user who is not one', async () => {
    for (const id of ['6e617661-6c68-4100-8000-00000000dead', client.id]) {
      const response = await get(client, `/api/reviews/barber/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Barbeiro não encontrado' });
    }
  });
});
