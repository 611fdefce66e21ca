import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { FAKE_ACCESS_TOKEN, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from './fake-mercadopago.js';
import type { FakeMercadoPago, FakeSeller } from './fake-mercadopago.js';
import type { Actor } from './scheduling-fixtures.js';

/**
 * The app's settings for an install on Mercado Pago whose shops connect their own accounts, all
 * against the fake at `apiUrl`: the install's own credentials, its webhook secret and public
 * key, OAuth for sellers, and a public address for the OAuth return. `overrides` adds the rest
 * (a platform fee, another secret or address).
 */
export function sellerAccountsConfig(
  apiUrl: string,
  overrides: Partial<Config> = {},
): Partial<Config> {
  return {
    paymentGateway: 'mercadopago',
    mercadopagoAccessToken: FAKE_ACCESS_TOKEN,
    mercadopagoWebhookSecret: 'mp-webhook-secret',
    mercadopagoApiUrl: apiUrl,
    mercadopagoPublicKey: 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f',
    mercadopagoOauth: {
      clientId: FAKE_CLIENT_ID,
      clientSecret: FAKE_CLIENT_SECRET,
      authorizationUrl: 'https://auth.mercadopago.example/authorization',
    },
    publicUrl: 'https://navalha.example.com',
    ...overrides,
  };
}

/** Where Mercado Pago sends its notices. */
export const MERCADOPAGO_WEBHOOK = '/api/payments/webhooks/mercadopago';

/**
 * A payment notice as Mercado Pago sends it (`app.inject`'s options), signed with `secret` as
 * its `x-signature` header is checked (gateways/mercadopago-webhook.ts); `userId` is the account
 * it is about (a shop's connected seller, or the install's own).
 */
export function signedPaymentNotice(
  dataId: string,
  options: {
    secret: string;
    userId: number;
    signedAt?: Date;
    requestId?: string;
    eventId?: number;
    dateCreated?: Date;
  },
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = String(Math.floor((options.signedAt ?? new Date()).getTime() / 1000));
  const v1 = createHmac('sha256', options.secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return {
    method: 'POST' as const,
    url: `${MERCADOPAGO_WEBHOOK}?data.id=${dataId}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    payload: {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      ...(options.dateCreated ? { date_created: options.dateCreated.toISOString() } : {}),
      id: options.eventId ?? Math.floor(Math.random() * 1e12),
      live_mode: false,
      type: 'payment',
      user_id: options.userId,
    },
  };
}

/**
 * A shop's owner connects `seller`'s Mercado Pago account as in settings: the authorization
 * address, the seller authorizes at the fake, and the callback; with the access token the fake
 * issued.
 */
export async function connectSeller(
  app: FastifyInstance,
  fake: FakeMercadoPago,
  owner: Actor,
  seller: FakeSeller,
) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/mercadopago-account/authorization',
    headers: owner.headers,
  });
  if (started.statusCode !== 200) {
    throw new Error(`authorization answered ${started.statusCode}: ${started.body}`);
  }
  const url = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
  const state = url.searchParams.get('state') ?? '';
  const back = await app.inject({
    method: 'GET',
    url: `/api/mercadopago/oauth/callback?code=${fake.authorize(seller)}&state=${state}`,
  });
  return { url, state, back, accessToken: fake.issuedTokens.at(-1)?.accessToken ?? '' };
}
