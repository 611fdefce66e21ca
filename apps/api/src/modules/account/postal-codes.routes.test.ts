import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  brasilApiPaulista,
  startFakePostalService,
  viaCepPaulista,
} from '../../test/fake-postal-services.js';
import type { FakeService } from '../../test/fake-postal-services.js';
import { demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let viaCep: FakeService;
let brasilApi: FakeService;
let client: Actor;

beforeAll(async () => {
  viaCep = await startFakePostalService('/ws');
  brasilApi = await startFakePostalService('/api/cep/v1');
  testDatabase = await createTestDatabase();
  app = await buildTestApp(testDatabase.database, {
    viacepUrl: viaCep.url,
    brasilapiUrl: brasilApi.url,
  });
  client = await demoActor(testDatabase.database.db, 'cliente@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
  await viaCep.close();
  await brasilApi.close();
});

beforeEach(() => {
  viaCep.requests.length = 0;
  brasilApi.requests.length = 0;
});

/** Each test its own CEP: answers are cached for the life of the app. */
let next = 1_000_000;
const freshCep = () => String((next += 1)).padStart(8, '0');

function lookup(cep: string, actor: Actor | null = client) {
  return app.inject({
    method: 'GET',
    url: `/api/postal-codes/${cep}`,
    ...(actor ? { headers: actor.headers } : {}),
  });
}

const paulista = {
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

describe('GET /api/postal-codes/:cep', () => {
  it("answers ViaCEP's address, and BrasilAPI is not asked", async () => {
    const cep = freshCep();
    viaCep.behave({ [cep]: { status: 200, body: viaCepPaulista } });
    const response = await lookup(`${cep.slice(0, 5)}-${cep.slice(5)}`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      postalCode: `${cep.slice(0, 5)}-${cep.slice(5)}`,
      ...paulista,
    });
    expect(viaCep.requests).toEqual([`/ws/${cep}/json/`]);
    expect(brasilApi.requests).toEqual([]);
  });

  it.each([true, 'true'])('answers 404 when ViaCEP says {"erro": %j}', async (erro) => {
    const cep = freshCep();
    viaCep.behave({ [cep]: { status: 200, body: { erro } } });
    const response = await lookup(cep);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      field: 'postalCode',
      message: 'CEP não encontrado',
    });
    expect(brasilApi.requests).toEqual([]);
  });

  it('asks BrasilAPI when ViaCEP does not answer within 3 s', async () => {
    const cep = freshCep();
    viaCep.behave({ [cep]: 'hang' });
    brasilApi.behave({ [cep]: { status: 200, body: brasilApiPaulista } });
    const started = Date.now();
    const response = await lookup(cep);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(paulista);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(brasilApi.requests).toEqual([`/api/cep/v1/${cep}`]);
  }, 10_000);

  it('asks BrasilAPI when ViaCEP fails, and believes its 404', async () => {
    const cep = freshCep();
    viaCep.behave({ [cep]: { status: 502, body: '<html>Bad gateway</html>' } });
    brasilApi.behave({ [cep]: { status: 404, body: { name: 'CepPromiseError' } } });
    const response = await lookup(cep);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'CEP não encontrado' });
  });

  it('answers 503 with a way out when both services are down, and tries again next time', async () => {
    const cep = freshCep();
    viaCep.behave({ [cep]: { status: 503, body: {} } });
    brasilApi.behave({ [cep]: { status: 500, body: {} } });
    const down = await lookup(cep);

    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      field: 'postalCode',
      message:
        'Não foi possível buscar o endereço deste CEP agora. Preencha o endereço manualmente.',
    });

    viaCep.behave({ [cep]: { status: 200, body: viaCepPaulista } });
    const back = await lookup(cep);
    expect(back.statusCode).toBe(200);
  });

  it('keeps answers: the same CEP is looked up once', async () => {
    const cep = freshCep();
    viaCep.behave({ [cep]: { status: 200, body: viaCepPaulista } });
    const answers = await Promise.all([lookup(cep), lookup(cep), lookup(cep)]);
    await lookup(cep);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(viaCep.requests).toEqual([`/ws/${cep}/json/`]);
  });

  it.each(['0131010', '013101000', 'abcdefgh', '01310_100'])(
    "answers 400 to %j ('Formato inválido XXXXX-XXX') without asking anyone",
    async (cep) => {
      const response = await lookup(cep);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Formato inválido XXXXX-XXX' });
      expect(viaCep.requests).toEqual([]);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await lookup(freshCep(), null)).statusCode).toBe(401);
  });
});
