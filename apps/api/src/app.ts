import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.js';
import type { Db } from './db/client.js';
import { buildAccountModule } from './modules/account/account.module.js';
import { PostalCodeLookup } from './modules/account/postal-code-lookup.js';
import { buildAdminModule } from './modules/admin/admin.module.js';
import { buildAuditModule } from './modules/audit/audit.module.js';
import { buildAuthModule } from './modules/auth/auth.module.js';
import { createPasswordHasher } from './modules/auth/password.js';
import type { PasswordHasher } from './modules/auth/password.js';
import { buildBarberAreaModule } from './modules/barber-area/barber-area.module.js';
import { buildBarbersModule } from './modules/barbers/barbers.module.js';
import { buildCashModule } from './modules/cash/cash.module.js';
import { buildCalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module.js';
import { buildCatalogModule } from './modules/catalog/catalog.module.js';
import { buildClientShopsModule } from './modules/client-shops/client-shops.module.js';
import { buildFrontDeskModule } from './modules/front-desk/front-desk.module.js';
import { buildHealthModule } from './modules/health/health.module.js';
import { buildInvitationsModule } from './modules/invitations/invitations.module.js';
import { buildMercadopagoAccountModule } from './modules/mercadopago-account/mercadopago-account.module.js';
import { buildNotificationsModule } from './modules/notifications/notifications.module.js';
import { notifyWithoutEmail, queueEmail } from './modules/notifications/notify.js';
import { buildPromoCodesModule } from './modules/promo-codes/promo-codes.module.js';
import { buildPublicPageModule } from './modules/public-page/public-page.module.js';
import {
  publicPageHeadTags,
  publicPageShop,
  publicPageSlug,
} from './modules/public-page/public-page-head.js';
import { buildReviewsModule } from './modules/reviews/reviews.module.js';
import { buildScheduleModule } from './modules/schedule/schedule.module.js';
import { buildPlatformModule } from './modules/platform/platform.module.js';
import { defaultPlatformFeeBasisPoints } from './gateways/platform-fee.js';
import { buildSetupModule } from './modules/setup/setup.module.js';
import { buildAppointmentsModule } from './modules/appointments/appointments.module.js';
import { buildPaymentsModule } from './modules/payments/payments.module.js';
import type { PaymentsModule } from './modules/payments/payments.module.js';
import { buildSandboxBankModule } from './modules/sandbox-bank/sandbox-bank.module.js';
import { createShopGateways } from './gateways/create-gateway.js';
import { singleGateway } from './gateways/shop-gateways.js';
import type { ShopGateways } from './gateways/shop-gateways.js';
import type { PaymentGateway } from './gateways/payment-gateway.js';
import { buildWaitlistModule } from './modules/waitlist/waitlist.module.js';
import type { WaitlistOffers } from './modules/waitlist/waitlist-offers.service.js';
import { buildWalletModule } from './modules/wallet/wallet.module.js';
import { buildWhatsappModule } from './modules/whatsapp/whatsapp.module.js';
import type { WalletService } from './modules/wallet/wallet.service.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerUsageLimits } from './plugins/usage-limits.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { serializeError } from './plugins/error-serializer.js';
import { safeValidatorCompiler } from './plugins/safe-validator.js';
import { registerSecurity } from './plugins/security.js';
import { registerShopWall } from './plugins/shop-wall.js';
import { registerWebApp } from './plugins/web-app.js';
import { appModeOf } from './run-mode.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /**
   * Where the reads that may lag a moment go (clients' catalog and availability, public pages):
   * a streaming replica of `db`. Unset, `db`. Nothing that decides a booking reads it.
   */
  readDb?: Db;
  /** Defaults to argon2id with the production parameters. */
  passwordHasher?: PasswordHasher;
  /** The clock of the scheduling rules (past times, notice, cancellation window); tests pin it. */
  now?: () => Date;
  /** How long availability keeps services, barbers and working hours in memory. */
  scheduleCacheTtlMs?: number;
  /** Defaults to the gateway PAYMENT_GATEWAY names. */
  paymentGateway?: PaymentGateway;
  /** Where the logs go (stdout by default); tests read them here. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments' endings (the expiry sweep that server.ts starts) and sandbox payer. */
    payments: Pick<PaymentsModule, 'endings' | 'sandbox'>;
    /** The wallet service, for the wallet's sweep that server.ts starts. */
    wallet: WalletService;
    /** The waitlist's offers, for the waitlist's sweep that server.ts starts. */
    waitlist: WaitlistOffers;
    /** The shops' Mercado Pago tokens, refreshed before expiry by server.ts's sweep. */
    paymentAccounts: Pick<ShopGateways, 'refreshExpiring'>;
  }
}

/**
 * Availability reads the catalog and working hours from memory for this long (busy time is
 * always read): an edit made through another instance shows within 10 s.
 */
const SCHEDULE_CACHE_TTL_MS = 10_000;

/** A caller's X-Request-Id is kept (it ties our logs to theirs) if it looks like an id. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (request) => {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/**
 * TRUST_PROXY for Fastify: n hops become "the n addresses nearest to the socket are proxies"
 * (proxy-addr's hop rule), so the client is the n-th from the right of X-Forwarded-For and what a
 * client writes to its left is ignored.
 */
function toFastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The whole HTTP application, not yet listening: server.ts listens, tests call `inject`.
 * Everything lives under /api; the built web app, when present, is served at /.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const readDb = options.readDb ?? db;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets never reach the log, even when code logs a request, a body or a header by
      // mistake (plugins/secrets-in-logs.test.ts).
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-signature"]',
          'req.headers["x-setup-token"]',
          'res.headers["set-cookie"]',
          ...['password', 'currentPassword', 'newPassword', 'cardToken', 'securityCode']
            .concat(['cardNumber', 'accessToken', 'refreshToken', 'token', 'credential'])
            .flatMap((field) => [field, `*.${field}`]),
        ],
        censor: '[redacted]',
      },
      // Failed queries are logged without the values they carried (e-mails, password hashes).
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId,
    requestIdHeader: false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // POST /api/auth/logout and /refresh may come with `Content-Type: application/json` and no
  // body at all (the cookie carries the token); Fastify's parser calls that a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });

  const now = options.now ?? (() => new Date());
  const passwordHasher = options.passwordHasher ?? createPasswordHasher();
  const postalCodes = new PostalCodeLookup({
    viacepUrl: config.viacepUrl,
    brasilapiUrl: config.brasilapiUrl,
    log: app.log,
  });
  const auth = buildAuthModule({
    db,
    config,
    passwordHasher,
    log: app.log,
    outbox: { queueEmail, notifyWithoutEmail },
  });
  const setup = buildSetupModule({
    db,
    now,
    passwordHasher,
    auth: auth.service,
    postalCodes,
    shopSignupOpen: config.shopSignup === 'open',
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });

  // All of this before the first route: a route keeps the error handler its context had when it
  // was added, and the rate-limit and OpenAPI plugins see routes through their onRoute hooks.
  await registerSecurity(app, {
    googleSignIn: config.googleClientId !== undefined,
    mercadoPagoSdk: config.paymentGateway === 'mercadopago',
  });
  await app.register(cookie);
  // A database with no shop waits for its first-run setup (issue 14 §2): everything else 503.
  // After the cookie parser, whose hook the web app's answers rely on.
  await setup.registerGate(app);
  await registerRateLimit(app, db);
  registerUsageLimits(app, db, config.usageLimitMultiplier);
  const schedule = buildScheduleModule({
    db,
    readDb,
    now,
    cacheTtlMs: options.scheduleCacheTtlMs ?? SCHEDULE_CACHE_TTL_MS,
  });
  // Built here: the web app's shop pages carry the shop's Open Graph and schema.org tags.
  const promoCodes = buildPromoCodesModule({ db, now });
  const publicPage = buildPublicPageModule({
    db,
    readDb,
    availability: schedule.service,
    promoCodes: promoCodes.service,
  });
  const webAppFallback = registerWebApp(app, config.webDistDir, {
    pageHead: {
      prefix: '/b/',
      origin: config.publicUrl?.replace(/\/+$/, ''),
      read: publicPageShop(publicPage.service),
      tags: publicPageHeadTags,
      // Its chunks and its shop's read come with the entry (decision 036).
      route: 'src/app/routes/public-shop.tsx',
      data: (path) => {
        const slug = publicPageSlug(path);
        return slug ? `/api/public/shops/${slug}` : null;
      },
    },
    googleClientId: config.googleClientId,
    mercadopagoPublicKey:
      config.paymentGateway === 'mercadopago' ? config.mercadopagoPublicKey : undefined,
    appMode: appModeOf(config),
    shopSignupOpen: config.shopSignup === 'open',
  });
  registerErrorHandler(app, webAppFallback ? { notFoundFallback: webAppFallback } : {});
  registerAuth(app, auth.accessTokens, auth.sessionRevocations, auth.takesBookings);
  registerShopWall(app);
  // API_DOCS=false: a production site need not publish its API's map (issue 16 §6).
  if (config.apiDocs) await registerOpenApi(app);
  registerMetrics(app, db, config.metricsToken);

  // The modules, each built from its dependencies; the routes' urls and roles come from
  // src/route-table.ts.
  const health = buildHealthModule({ db, setupRequired: () => setup.state.isRequired() });
  await health.register(app);
  await auth.register(app);
  const catalog = buildCatalogModule({ db, readDb, onCatalogChange: schedule.clearCache });
  await catalog.register(app);
  await buildBarbersModule({ db }).register(app);
  await buildClientShopsModule({ db }).register(app);
  await schedule.register(app);
  const admin = buildAdminModule({
    db,
    now,
    passwordHasher,
    passwords: auth.passwords,
    onScheduleChange: schedule.clearCache,
    realPayments: config.paymentGateway === 'mercadopago',
  });
  await admin.register(app);
  await buildAuditModule({ db }).register(app);
  await buildBarberAreaModule({ db, now }).register(app);
  await buildFrontDeskModule({ db, now }).register(app);
  await buildCalendarFeedsModule({ db, now, publicUrl: config.publicUrl }).register(app);
  await buildCashModule({ db, now }).register(app);
  await promoCodes.register(app);
  await publicPage.register(app);
  await buildPlatformModule({
    db,
    now,
    defaultFeeBasisPoints: defaultPlatformFeeBasisPoints(config.platformFeePercent),
  }).register(app);

  // Appointments, payments and wallet.
  const gateways = options.paymentGateway
    ? singleGateway(options.paymentGateway)
    : createShopGateways(config, db, now);
  const paymentGateway = gateways.platform;
  const wallet = buildWalletModule({
    db,
    gateways,
    now,
    log: app.log,
    // Wallet payments are payments (decision 017); the wallet's sweep finishes their refunds.
    refundsDue: (): Promise<number> => payments.refundEndedWalletPayments(),
  });
  const payments: PaymentsModule = buildPaymentsModule({
    db,
    gateways,
    now,
    log: app.log,
    wallet: wallet.service,
    onTimeFreed: (barbershopId) => waitlist.offers.afterTimeFreed(barbershopId),
  });
  const appointments = buildAppointmentsModule({
    db,
    now,
    payments: payments.bookings,
    // A cancelled or moved booking's time goes to the waitlist (decision 032).
    onTimeFreed: (barbershopId) => waitlist.offers.afterTimeFreed(barbershopId),
  });
  await appointments.register(app);
  const whatsapp = buildWhatsappModule({
    config,
    db,
    now,
    log: app.log,
    appointments: appointments.service,
  });
  const waitlist = buildWaitlistModule({
    db,
    now,
    log: app.log,
    freeTimes: async (barberId, date, serviceDuration) =>
      (
        await schedule.service.availableTimes(barberId, { date, serviceDuration }, { fresh: true })
      ).times
        .filter((slot) => slot.available)
        .map((slot) => slot.time),
    book: (actor, body) => appointments.booking.create(actor, body),
    // An offer also goes by WhatsApp to clients who opted in (decision 038).
    whatsappOffer: (tx, offer) => whatsapp.service.queueWaitlistOffer(tx, offer),
  });
  await waitlist.register(app);
  app.decorate('waitlist', waitlist.offers);
  app.decorate('payments', { endings: payments.endings, sandbox: payments.sandbox });
  await payments.register(app);
  // The sandbox's bank (hosted pages, test payer routes) exists only with the sandbox gateway.
  const sandbox = paymentGateway.sandbox;
  await buildMercadopagoAccountModule({
    db,
    now,
    log: app.log,
    gateways,
    publicUrl: config.publicUrl,
  }).register(app);
  app.decorate('paymentAccounts', { refreshExpiring: () => gateways.refreshExpiring() });
  app.decorate('wallet', wallet.service);
  await wallet.register(app);
  if (sandbox) {
    await buildSandboxBankModule({
      payments: payments.sandbox,
      wallet: wallet.service,
      sandbox,
    }).register(app);
  }

  const account = buildAccountModule({
    db,
    config,
    now,
    log: app.log,
    appointments: appointments.service,
    wallet: wallet.service,
    passwords: auth.passwords,
    emailConfirmations: auth.emailConfirmations,
    emailDelivery: auth.accountMail.emailEnabled,
    postalCodes,
  });
  await account.register(app);
  await setup.register(app);
  await buildReviewsModule({ db }).register(app);
  const notifications = buildNotificationsModule({
    config,
    db,
    now,
    log: app.log,
    sessionRevocations: auth.sessionRevocations,
  });
  await notifications.register(app);
  await whatsapp.register(app);
  const invitations = buildInvitationsModule({
    db,
    config,
    now,
    passwordHasher,
    auth: auth.service,
    queueEmail: (message, tx) => notifications.service.queueEmail(message, tx),
    onBarbersChange: schedule.clearCache,
  });
  await invitations.register(app);

  return app;
}
