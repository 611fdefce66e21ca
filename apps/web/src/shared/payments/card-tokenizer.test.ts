import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import type { CardDetails, MercadoPagoConstructor, MercadoPagoSdk } from './card-tokenizer';

const PUBLIC_KEY = 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f';
const SDK = 'https://sdk.mercadopago.com/js/v2';

const card: CardDetails = {
  cardNumber: '4235647728025682',
  securityCode: '123',
  expirationMonth: 3,
  expirationYear: 2030,
  cardholderName: 'APRO',
};

/** A fresh module each time: it remembers the SDK it loaded. */
async function load() {
  vi.resetModules();
  return { ...(await import('./card-tokenizer')), ...(await import('../../lib/api-error')) };
}

function serveGateway(publicKey: string) {
  const meta = document.createElement('meta');
  meta.name = 'mercadopago-public-key';
  meta.content = publicKey;
  document.head.append(meta);
}

/** A stand-in for MercadoPago.js that records what it is given. */
function fakeMercadoPago(overrides: Partial<MercadoPagoSdk> = {}) {
  const created: { publicKey: string; options: unknown }[] = [];
  const createCardToken = vi.fn<MercadoPagoSdk['createCardToken']>(async () => ({
    id: 'ff8080814c11e237014c1ff593b57b4d',
    last_four_digits: '5682',
  }));
  const getPaymentMethods = vi.fn<MercadoPagoSdk['getPaymentMethods']>(async () => ({
    results: [{ id: 'visa', name: 'Visa', issuer: { id: 25 } }],
  }));
  const MercadoPago = vi.fn(function (this: unknown, publicKey: string, options?: unknown) {
    created.push({ publicKey, options });
    return { createCardToken, getPaymentMethods, ...overrides };
  }) as unknown as MercadoPagoConstructor;
  return { MercadoPago, created, createCardToken, getPaymentMethods };
}

const sdkScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === SDK);

beforeEach(() => {
  delete window.MercadoPago;
});

afterEach(() => {
  document.head
    .querySelectorAll('meta[name="mercadopago-public-key"], script')
    .forEach((node) => node.remove());
  delete window.MercadoPago;
  vi.unstubAllGlobals();
});

describe('tokenizeCard with the sandbox', () => {
  it('asks the sandbox tokenizer and loads no SDK', async () => {
    const api = stubApi({
      'POST /api/payments/sandbox/card-tokens': (request: RecordedRequest) =>
        json(201, {
          id: 'tok_123',
          lastFourDigits: '5682',
          brand: 'Visa',
          cardholderName: (request.body as { cardholderName: string }).cardholderName,
          expirationMonth: 3,
          expirationYear: 2030,
          expiresAt: '2030-05-08T12:07:00.000Z',
        }),
    });
    const { prepareCardTokenizer, tokenizeCard } = await load();

    prepareCardTokenizer();
    expect(await tokenizeCard(card)).toEqual({
      token: 'tok_123',
      lastFourDigits: '5682',
      brand: 'Visa',
      cardholderName: 'APRO',
    });
    expect(api.to('POST /api/payments/sandbox/card-tokens')[0]?.body).toEqual({
      cardNumber: '4235647728025682',
      securityCode: '123',
      expirationMonth: 3,
      expirationYear: 2030,
      cardholderName: 'APRO',
    });
    expect(sdkScripts()).toHaveLength(0);
  });
});

describe('tokenizeCard with Mercado Pago', () => {
  it('tokenizes with MercadoPago.js and the public key, never calling our API', async () => {
    serveGateway(PUBLIC_KEY);
    const api = stubApi({});
    const fake = fakeMercadoPago();
    window.MercadoPago = fake.MercadoPago;
    const { tokenizeCard } = await load();

    expect(await tokenizeCard(card)).toEqual({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      lastFourDigits: '5682',
      brand: 'Visa',
      cardholderName: 'APRO',
      paymentMethodId: 'visa',
      issuerId: '25',
    });
    expect(fake.created).toEqual([{ publicKey: PUBLIC_KEY, options: { locale: 'pt-BR' } }]);
    expect(fake.createCardToken).toHaveBeenCalledWith({
      cardNumber: '4235647728025682',
      cardholderName: 'APRO',
      cardExpirationMonth: '03',
      cardExpirationYear: '2030',
      securityCode: '123',
    });
    expect(fake.getPaymentMethods).toHaveBeenCalledWith({ bin: '42356477' });
    expect(api.requests).toHaveLength(0);
  });

  it('falls back on the number for the brand when the brand lookup fails', async () => {
    serveGateway(PUBLIC_KEY);
    const fake = fakeMercadoPago({
      getPaymentMethods: () => Promise.reject(new Error('offline')),
    });
    window.MercadoPago = fake.MercadoPago;
    const { tokenizeCard } = await load();

    const result = await tokenizeCard({ ...card, cardNumber: '5031433215406351' });
    expect(result).toMatchObject({ brand: 'Other', lastFourDigits: '5682' });
    expect(result.paymentMethodId).toBeUndefined();
  });

  it.each([
    [[{ code: 'E301', message: 'invalid card number' }], 'cardNumber', 'Número do cartão inválido'],
    [
      { cause: [{ code: '224', description: 'securityCode empty' }] },
      'securityCode',
      'CVV inválido',
    ],
    [[{ code: '325' }], 'expirationMonth', 'Mês inválido'],
    [[{ code: '316' }], 'cardholderName', 'Nome do titular é obrigatório'],
    [[{ code: '999' }], undefined, 'Dados do cartão inválidos. Verifique as informações.'],
  ])('reads the refusal %j as the field %s', async (refusal, field, message) => {
    serveGateway(PUBLIC_KEY);
    const fake = fakeMercadoPago({ createCardToken: () => Promise.reject(refusal) });
    window.MercadoPago = fake.MercadoPago;
    const { isApiError, tokenizeCard } = await load();

    const error: unknown = await tokenizeCard(card).catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field, message });
  });

  it('loads the SDK script once, only when asked, and tokenizes once it has loaded', async () => {
    serveGateway(PUBLIC_KEY);
    const { prepareCardTokenizer, tokenizeCard } = await load();
    expect(sdkScripts()).toHaveLength(0);

    prepareCardTokenizer();
    const tokenizing = tokenizeCard(card);
    const [script] = sdkScripts();
    expect(sdkScripts()).toHaveLength(1);
    expect(script?.async).toBe(true);

    window.MercadoPago = fakeMercadoPago().MercadoPago;
    script?.dispatchEvent(new Event('load'));
    await expect(tokenizing).resolves.toMatchObject({ paymentMethodId: 'visa' });
    expect(sdkScripts()).toHaveLength(1);
  });

  it('answers a connection error when the SDK cannot load, and tries again next time', async () => {
    serveGateway(PUBLIC_KEY);
    const { tokenizeCard } = await load();

    const first = tokenizeCard(card);
    sdkScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Erro de conexão. Verifique sua internet.',
    });
    expect(sdkScripts()).toHaveLength(0);

    const second = tokenizeCard(card);
    expect(sdkScripts()).toHaveLength(1);
    window.MercadoPago = fakeMercadoPago().MercadoPago;
    sdkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toMatchObject({ token: 'ff8080814c11e237014c1ff593b57b4d' });
  });
});
