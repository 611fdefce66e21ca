import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  brasilApiPaulista,
  startFakePostalService,
  viaCepPaulista,
} from '../../test/fake-postal-services.js';
import type { FakeService } from '../../test/fake-postal-services.js';
import { POSTAL_LOOKUP_TIMEOUT_MS, PostalCodeLookup } from './postal-code-lookup.js';

let viaCep: FakeService;
let brasilApi: FakeService;
/** Fastify's logger when logging is off: it discards everything. */
const { log } = Fastify({ logger: false });

beforeAll(async () => {
  viaCep = await startFakePostalService('/ws');
  brasilApi = await startFakePostalService('/api/cep/v1');
});

afterAll(async () => {
  await viaCep.close();
  await brasilApi.close();
});

function lookupWith(
  options: { timeoutMs?: number; now?: () => number; log?: FastifyBaseLogger } = {},
) {
  return new PostalCodeLookup({
    viacepUrl: viaCep.url,
    brasilapiUrl: brasilApi.url,
    log: options.log ?? log,
    timeoutMs: options.timeoutMs ?? 200,
    ...(options.now ? { now: options.now } : {}),
  });
}

describe('PostalCodeLookup', () => {
  it('falls back to BrasilAPI when ViaCEP is slow, and keeps street empty when unknown', async () => {
    viaCep.behave({ '69900000': 'hang' });
    brasilApi.behave({
      '69900000': {
        status: 200,
        body: {
          ...brasilApiPaulista,
          cep: '69900000',
          state: 'ac',
          city: 'Rio Branco',
          street: null,
          neighborhood: null,
        },
      },
    });
    await expect(lookupWith().lookup('69900000')).resolves.toEqual({
      postalCode: '69900-000',
      street: '',
      neighborhood: '',
      city: 'Rio Branco',
      state: 'AC',
      country: 'Brasil',
    });
  });

  it('gives up with the clear 503 after one timeout per service when both hang', async () => {
    // In production each service gets 3 s, so the user has the message within about 6 s.
    expect(POSTAL_LOOKUP_TIMEOUT_MS).toBe(3_000);
    viaCep.behave({ '01310500': 'hang' });
    brasilApi.behave({ '01310500': 'hang' });
    const warn = vi.fn();
    const lookup = lookupWith({ timeoutMs: 150, log: { ...log, warn } as FastifyBaseLogger });
    const started = performance.now();

    await expect(lookup.lookup('01310500')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      field: 'postalCode',
      message:
        'Não foi possível buscar o endereço deste CEP agora. Preencha o endereço manualmente.',
    });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2 * 150 - 10);
    expect(elapsed).toBeLessThan(2 * 150 + 1_000);
    expect(viaCep.requests).toContain('/ws/01310500/json/');
    expect(brasilApi.requests).toContain('/api/cep/v1/01310500');
    expect(warn).toHaveBeenCalledWith(
      { reasons: ['ViaCEP: timeout', 'BrasilAPI: timeout'] },
      'postal code lookup: no service answered',
    );
  });

  it('treats a body that is not an address as a failure', async () => {
    viaCep.behave({ '01310200': { status: 200, body: { cep: '01310-200' } } });
    brasilApi.behave({ '01310200': { status: 200, body: 'not json{' } });
    await expect(lookupWith().lookup('01310200')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('forgets a missing CEP after an hour, a found one after a day', async () => {
    let now = 0;
    const lookup = lookupWith({ now: () => now });
    viaCep.behave({
      '01310300': { status: 200, body: { erro: true } },
      '01310400': { status: 200, body: viaCepPaulista },
    });
    await expect(lookup.lookup('01310300')).rejects.toMatchObject({ statusCode: 404 });
    await lookup.lookup('01310400');
    const asked = () => viaCep.requests.filter((path) => /013103|013104/.test(path)).length;
    expect(asked()).toBe(2);

    now += 59 * 60_000;
    await expect(lookup.lookup('01310300')).rejects.toMatchObject({ statusCode: 404 });
    expect(asked()).toBe(2);
    now += 2 * 60_000;
    await expect(lookup.lookup('01310300')).rejects.toMatchObject({ statusCode: 404 });
    await lookup.lookup('01310400');
    expect(asked()).toBe(3);
    now += 24 * 60 * 60_000;
    await lookup.lookup('01310400');
    expect(asked()).toBe(4);
  });
});
