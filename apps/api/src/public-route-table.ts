import type { HttpMethod } from './route-table.js';

/** A route anyone may call: its own check stands in for a token. */
export interface PublicRouteAccess {
  method: HttpMethod;
  url: string;
  /** What protects it instead of a bearer token. */
  guard: string;
  /** Registered only with the sandbox gateway; absent (404) with Mercado Pago. */
  sandboxOnly?: true;
}

/**
 * Routes without a bearer token. The gateway's webhook proves itself with its signature; the
 * sandbox's hosted pages are opened by the browser outside the app (as Mercado Pago's are) and
 * are reached only through the payment's own signed link (gateways/sandbox-links.ts).
 */
export const publicRouteTable = {
  mercadoPagoWebhook: {
    method: 'POST',
    url: '/api/payments/webhooks/mercadopago',
    guard: 'x-signature HMAC',
  },
  // Mercado Pago sends the shop's owner back here after authorizing (decision 043).
  mercadoPagoOauthCallback: {
    method: 'GET',
    url: '/api/mercadopago/oauth/callback',
    guard: 'state: a single-use, expiring token bound to the shop and its owner',
  },
  // Meta's webhook subscription handshake, then its deliveries (issue 19 §1).
  whatsappWebhookVerify: {
    method: 'GET',
    url: '/api/whatsapp/webhook',
    guard: 'hub.verify_token (WHATSAPP_VERIFY_TOKEN)',
  },
  whatsappWebhook: {
    method: 'POST',
    url: '/api/whatsapp/webhook',
    guard: 'X-Hub-Signature-256 HMAC (WHATSAPP_APP_SECRET)',
  },
  sandboxCheckoutPage: {
    method: 'GET',
    url: '/api/payments/sandbox/checkout/:id',
    guard: 'signed link (HMAC of the sandbox payment id)',
    sandboxOnly: true,
  },
  sandboxBankPage: {
    method: 'GET',
    url: '/api/payments/sandbox/bank/:id',
    guard: 'signed link (HMAC of the sandbox payment id)',
    sandboxOnly: true,
  },
  sandboxBankApprove: {
    method: 'POST',
    url: '/api/payments/sandbox/bank/:id/approve',
    guard: 'signed link (HMAC of the sandbox payment id)',
    sandboxOnly: true,
  },
  sandboxBankDecline: {
    method: 'POST',
    url: '/api/payments/sandbox/bank/:id/decline',
    guard: 'signed link (HMAC of the sandbox payment id)',
    sandboxOnly: true,
  },
  // <img> cannot send a token; 128 random bits name each photo, and a profile shows its URL.
  avatarImage: { method: 'GET', url: '/api/avatars/:id', guard: 'random file name' },
  // A shop's public business contact, for /privacy (signed out) and 'Ajuda & Suporte'.
  shopContacts: { method: 'GET', url: '/api/barbershops/contacts', guard: 'public data only' },
  // The shop's public page (issue 18 §1): what the shop shows on its door, for a link on Instagram
  // or Google; the service cuts every answer down to public fields (modules/public-page).
  publicShop: { method: 'GET', url: '/api/public/shops/:slug', guard: 'public data only' },
  publicBarber: { method: 'GET', url: '/api/public/barbers/:barberId', guard: 'public data only' },
  publicLanding: { method: 'GET', url: '/api/public/landing', guard: 'public data only' },
  // A visitor's booking steps up to 'Confirmar' (decision 034): free times of the shop's own
  // services, never who holds them; the booking itself needs a signed-in client.
  publicAvailableSlots: {
    method: 'POST',
    url: '/api/public/shops/:slug/available-slots',
    guard: 'public data only',
  },
  publicMonthAvailability: {
    method: 'POST',
    url: '/api/public/shops/:slug/month-availability',
    guard: 'public data only',
  },
  publicBarbersNextFree: {
    method: 'POST',
    url: '/api/public/shops/:slug/barbers-next-free',
    guard: 'public data only',
  },
  // A promo code typed at /confirm signed out: only the codes of the shop at that address, 10
  // checks a minute per address (counted in the database).
  publicValidatePromoCode: {
    method: 'POST',
    url: '/api/public/shops/:slug/promo-codes/validate',
    guard: 'rate limit per address, the shop at that address only',
  },
  // The first-run setup (issue 14 §2): the one-time setup token printed in the server's log, in
  // the X-Setup-Token header; 410 once a shop exists.
  setupProgress: { method: 'GET', url: '/api/setup/progress', guard: 'setup token' },
  setupSaveOwner: { method: 'PUT', url: '/api/setup/owner', guard: 'setup token' },
  setupSaveShop: { method: 'PUT', url: '/api/setup/shop', guard: 'setup token' },
  setupSaveHours: { method: 'PUT', url: '/api/setup/hours', guard: 'setup token' },
  setupSaveServices: { method: 'PUT', url: '/api/setup/services', guard: 'setup token' },
  setupSaveTeam: { method: 'PUT', url: '/api/setup/team', guard: 'setup token' },
  setupComplete: { method: 'POST', url: '/api/setup/complete', guard: 'setup token' },
  setupPostalCode: { method: 'GET', url: '/api/setup/postal-codes/:cep', guard: 'setup token' },
  // 'Cadastre sua barbearia' (issue 20 §1): 404 unless SHOP_SIGNUP=open; rate-limited per IP as
  // sign-up is.
  shopSignupStatus: { method: 'GET', url: '/api/shop-signup', guard: 'SHOP_SIGNUP=open' },
  shopSignup: { method: 'POST', url: '/api/shop-signup', guard: 'SHOP_SIGNUP=open, rate limit' },
  shopSignupPostalCode: {
    method: 'GET',
    url: '/api/shop-signup/postal-codes/:cep',
    guard: 'SHOP_SIGNUP=open, rate limit',
  },
  // Prometheus scrapes it with the operator's token; without METRICS_TOKEN it is 404 (plugins/metrics.ts).
  metrics: { method: 'GET', url: '/api/metrics', guard: 'METRICS_TOKEN bearer' },
  // The invited person has no account yet: the link's 256-bit token is the key, rate-limited.
  getInvitation: { method: 'GET', url: '/api/invitations/:token', guard: 'invitation token' },
  acceptInvitation: {
    method: 'POST',
    url: '/api/invitations/:token/accept',
    guard: 'invitation token',
  },
  // A calendar app subscribes without signing in: the address's 256-bit token is the key, and
  // only its hash is stored (issue 19 §4, decision 030).
  calendarFeed: { method: 'GET', url: '/api/calendar/:file', guard: 'calendar address token' },
} as const satisfies Record<string, PublicRouteAccess>;

export type PublicRouteName = keyof typeof publicRouteTable;
