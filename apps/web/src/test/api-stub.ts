import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, '?…' or ''. */
  search: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (request: RecordedRequest, init: RequestInit) => Response | Promise<Response>;

/** A JSON answer, as the API gives it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The API's error body (core `apiErrorBodySchema`). */
export function apiError(statusCode: number, code: string, message: string, field?: string) {
  return json(statusCode, {
    statusCode,
    error: 'Error',
    code,
    message,
    ...(field ? { field } : {}),
  });
}

const defaultFees = { PIX: 100, CREDIT_CARD: 840, DEBIT_CARD: 300, WALLET: 0, CASH: 0 };
const defaultRefundFees = { PIX: 0, CREDIT_CARD: 300, DEBIT_CARD: 200, WALLET: 100, CASH: 0 };

/** GET /api/payments/methods of a shop at the spec's rates and rules (spec §9). */
export const defaultPaymentMethods = {
  gateway: 'sandbox',
  publicKey: null,
  rules: {
    timeZone: 'America/Sao_Paulo',
    cancellationWindowHours: 24,
    cancellationFeePercent: 50,
    noShowFeePercent: 0,
  },
  data: Object.entries(defaultFees).map(([method, feeBasisPoints]) => ({
    method,
    id: method.toLowerCase(),
    label: method,
    available: true,
    flows: ['checkout'],
    feeBasisPoints,
    feePercent: feeBasisPoints / 100,
    refundFeeBasisPoints: defaultRefundFees[method as keyof typeof defaultRefundFees],
    maxInstallments: 1,
  })),
};

/** The WhatsApp settings of a shop that never changed them, without the Cloud API. */
export const defaultWhatsappSettings = {
  messages: {
    confirmation: true,
    reminderFirst: true,
    reminderFirstHours: 24,
    reminderSecond: true,
    reminderSecondHours: 2,
    cancellation: true,
    reschedule: true,
    late: true,
    waitlistOffer: true,
  },
  quietHours: { from: '08:00', until: '21:00' },
  channel: 'CLICK_TO_CHAT',
};

/**
 * Replaces `fetch`, the app's boundary with the server, with handlers keyed by
 * "METHOD /api/path". Every request is recorded; an unexpected one fails the test.
 */
export function stubApi(handlers: Record<string, Handler>) {
  // Every signed-in page has the header's bell, which asks for the notifications, and the shop
  // clock, which asks for the shop's zone: answered, and not recorded, unless the test stubs them.
  const ambient: Record<string, Handler> = {
    'GET /api/notifications': () =>
      json(200, { data: [], page: 1, limit: 20, total: 0, unreadCount: 0 }),
    // The shop clock reads the shop's zone from its contacts.
    'GET /api/barbershops/contacts': () =>
      json(200, {
        data: [
          {
            id: 'shop-1',
            name: 'Navalha Barbearia',
            address: 'Rua Augusta, 1200',
            phone: null,
            whatsapp: null,
            privacyEmail: null,
            timeZone: 'America/Sao_Paulo',
          },
        ],
      }),
  };
  // The home asks for the shops the client booked with (decision 046): none unless stubbed.
  ambient['GET /api/users/me/shops'] = () => json(200, { data: [] });
  // Conta asks for the client's WhatsApp consent: not given unless stubbed.
  ambient['GET /api/users/me/whatsapp-consent'] = () =>
    json(200, { optIn: false, changedAt: null });
  // The client's calendar marks closed and full days from the month's answer; none unless stubbed.
  ambient['POST /api/working-hours/month-availability'] = (request) =>
    json(200, { month: (request.body as { month?: string }).month ?? '', days: [] });
  // The sign-in page asks whether shops may sign up (issue 20 §1): closed unless stubbed.
  ambient['GET /api/shop-signup'] = () => apiError(404, 'NOT_FOUND', 'Recurso não encontrado');
  // `/` signed out asks whether the shop's public page opens there; not unless stubbed.
  ambient['GET /api/public/landing'] = () => json(200, { slug: null });
  // A booking's shop's fees and rules (issue 18 §2): the spec's defaults unless stubbed.
  ambient['GET /api/payments/methods'] = () => json(200, defaultPaymentMethods);
  // The card page offers the wallet's saved cards first; none unless stubbed.
  ambient['GET /api/wallet/payment-methods'] = () => json(200, { data: [] });
  // /barbers asks who is fully booked; nobody is unless stubbed.
  ambient['POST /api/working-hours/barbers-next-free'] = () => json(200, { days: 14, barbers: [] });
  // The calendar address's panel (barber area, agenda): none made unless stubbed.
  for (const path of ['/api/barber-area/calendar-feed', '/api/admin/calendar-feed']) {
    ambient[`GET ${path}`] = () => json(200, { active: false, createdAt: null });
  }
  // The owner's Mercado Pago card: nothing to connect (the sandbox) unless stubbed.
  ambient['GET /api/admin/mercadopago-account'] = () =>
    json(200, {
      available: false,
      connected: false,
      accountName: null,
      connectedAt: null,
      usesInstallAccount: false,
    });
  // The settings' WhatsApp messages: the defaults, by click-to-chat, unless stubbed.
  ambient['GET /api/admin/whatsapp-settings'] = () => json(200, defaultWhatsappSettings);
  // The desk's waitlist beside the agenda: nobody waits unless stubbed.
  ambient['GET /api/admin/waitlist'] = (request) =>
    json(200, { date: new URLSearchParams(request.search).get('date') ?? '', data: [] });
  const requests: RecordedRequest[] = [];
  const unexpected: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    const key = `${method} ${url.pathname}`;
    const background = handlers[key] ? undefined : ambient[key];
    if (background) return background(request, init);
    requests.push(request);
    const handler = handlers[key];
    if (!handler) {
      unexpected.push(`${method} ${url.pathname}`);
      return json(599, { message: `No stub for ${method} ${url.pathname}` });
    }
    return handler(request, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    unexpected,
    /** The requests made to one endpoint, e.g. `to('POST /api/auth/register')`. */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** A fetch that answers only when aborted, as a hung server does. */
export function hangUntilAborted(_request: RecordedRequest, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
