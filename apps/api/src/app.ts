import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.js';
import type { Db } from './db/client.js';
import { isBookableStaff } from './db/schema/bookable-staff.js';
import { registerAdmin } from './modules/admin/register-admin.js';
import { AccountMail } from './modules/auth/account-mail.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { InvitationsService } from './modules/invitations/invitations.service.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { EmailConfirmations } from './modules/auth/email-confirmations.js';
import { OneTimeTokens } from './modules/auth/one-time-tokens.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { PasswordsService } from './modules/auth/passwords.service.js';
import type { PasswordHasher } from './modules/auth/password.js';
import { createGoogleIdentityVerifier } from './modules/auth/google-identity.js';
import { SessionRevocations } from './modules/auth/session-revocations.js';
import { createAccessTokens } from './modules/auth/tokens.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { AccountService } from './modules/account/account.service.js';
import { AvatarStore } from './modules/account/avatar-store.js';
import { PostalCodeLookup } from './modules/account/postal-code-lookup.js';
import { buildAppointmentsModule } from './modules/appointments/appointments.module.js';
import { barberAreaRoutes } from './modules/barber-area/barber-area.routes.js';
import { BarberAreaService } from './modules/barber-area/barber-area.service.js';
import { barbersRoutes } from './modules/barbers/barbers.routes.js';
import { BarbersService } from './modules/barbers/barbers.service.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { HealthRepository } from './modules/health/health.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { HealthService } from './modules/health/health.service.js';
import { registerNotifications } from './modules/notifications/register-notifications.js';
import { buildPaymentsModule } from './modules/payments/payments.module.js';
import { buildSandboxBankModule } from './modules/sandbox-bank/sandbox-bank.module.js';
import type { PaymentsService } from './modules/payments/payments.service.js';
import { createPaymentGateway } from './gateways/create-gateway.js';
import type { PaymentGateway } from './gateways/payment-gateway.js';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes.js';
import { PromoCodesService } from './modules/promo-codes/promo-codes.service.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { ScheduleStaticsCache } from './modules/schedule/schedule-statics-cache.js';
import { ScheduleRepository } from './modules/schedule/schedule.repository.js';
import { ScheduleService } from './modules/schedule/schedule.service.js';
import { registerSetupGate } from './modules/setup/setup-gate.js';
import { SetupRepository } from './modules/setup/setup.repository.js';
import { setupRoutes } from './modules/setup/setup.routes.js';
import { SetupService } from './modules/setup/setup.service.js';
import { SetupState } from './modules/setup/setup-state.js';
import { buildWalletModule } from './modules/wallet/wallet.module.js';
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
import { registerWebApp } from './plugins/web-app.js';
import { appModeOf } from './run-mode.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
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
    /** The payments service, for the expiry sweep that server.ts starts. */
    payments: PaymentsService;
    /** The wallet service, for the wallet's sweep that server.ts starts. */
    wallet: WalletService;
    /** Passwords: tests wait on it for the reset e-mails it queues after answering. */
    passwords: PasswordsService;
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

  // All of this before the first route: a route keeps the error handler its context had when it
  // was added, and the rate-limit and OpenAPI plugins see routes through their onRoute hooks.
  await registerSecurity(app, {
    googleSignIn: config.googleClientId !== undefined,
    mercadoPagoSdk: config.paymentGateway === 'mercadopago',
  });
  await app.register(cookie);
  // A database with no shop waits for its first-run setup (issue 14 §2): everything else 503.
  // After the cookie parser, whose hook the web app's answers rely on.
  const setupState = new SetupState(() => new SetupRepository(db).existsBarbershop());
  // Asked now, so a shop in use never pays for it on a request; before the first migration the
  // table is missing and the first request asks instead.
  await setupState.isRequired().catch(() => undefined);
  registerSetupGate(app, setupState);
  await registerRateLimit(app, db);
  registerUsageLimits(app, db, config.usageLimitMultiplier);
  const webAppFallback = registerWebApp(app, config.webDistDir, {
    googleClientId: config.googleClientId,
    mercadopagoPublicKey:
      config.paymentGateway === 'mercadopago' ? config.mercadopagoPublicKey : undefined,
    appMode: appModeOf(config),
  });
  registerErrorHandler(app, webAppFallback ? { notFoundFallback: webAppFallback } : {});
  const sessionRevocations = new SessionRevocations(db, app.log);
  const accessTokens = createAccessTokens(config.jwtSecret, sessionRevocations);
  const authRepository = new AuthRepository(db);
  registerAuth(app, accessTokens, sessionRevocations, async (userId) => {
    const user = await authRepository.findUserById(userId);
    return !!user?.isActive && isBookableStaff(user);
  });
  // API_DOCS=false: a production site need not publish its API's map (issue 16 §6).
  if (config.apiDocs) await registerOpenApi(app);
  registerMetrics(app, db, config.metricsToken);

  const passwordHasher = options.passwordHasher ?? createPasswordHasher();
  // Reset and confirmation links, and the account's own e-mails (issue 14 §4, §5).
  const accountMail = new AccountMail({
    db,
    appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    emailEnabled: config.smtpUrl !== undefined,
  });
  const oneTimeTokens = new OneTimeTokens(db);
  const emailConfirmations = new EmailConfirmations({
    db,
    mail: accountMail,
    tokens: oneTimeTokens,
  });
  const authService = new AuthService({
    db,
    passwordHasher,
    accessTokens,
    log: app.log,
    emailConfirmations,
    accountMail,
    sessions: sessionRevocations,
    googleIdentity: config.googleClientId
      ? createGoogleIdentityVerifier({
          clientId: config.googleClientId,
          jwksUrl: config.googleJwksUrl,
        })
      : null,
  });

  await app.register(healthRoutes, {
    prefix: '/api',
    service: new HealthService(new HealthRepository(db), () => setupState.isRequired()),
  });
  const passwords = new PasswordsService({
    db,
    passwordHasher,
    auth: authService,
    mail: accountMail,
    tokens: oneTimeTokens,
    log: app.log,
    now: () => new Date(),
  });
  app.decorate('passwords', passwords);
  app.addHook('onClose', () => passwords.settled());
  await app.register(authRoutes, {
    prefix: '/api/auth',
    service: authService,
    passwords,
    confirmations: emailConfirmations,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  // The scheduling API: each route's url and roles come from src/route-table.ts.
  const now = options.now ?? (() => new Date());
  const scheduleRepository = new ScheduleRepository(db);
  const scheduleStatics = new ScheduleStaticsCache(
    (query) => scheduleRepository.loadStatics(query),
    options.scheduleCacheTtlMs ?? SCHEDULE_CACHE_TTL_MS,
  );
  await app.register(catalogRoutes, {
    service: new CatalogService(db, () => scheduleStatics.clear()),
  });
  await app.register(barbersRoutes, { service: new BarbersService(db) });
  await app.register(scheduleRoutes, {
    service: new ScheduleService(db, now, scheduleStatics),
  });
  await registerAdmin(app, {
    db,
    now,
    passwordHasher,
    passwords,
    onScheduleChange: () => scheduleStatics.clear(),
    realPayments: config.paymentGateway === 'mercadopago',
  });
  const paymentGateway = options.paymentGateway ?? createPaymentGateway(config, db, now);
  const wallet = buildWalletModule({
    db,
    gateway: paymentGateway,
    now,
    log: app.log,
    // Wallet payments are payments (decision 017); the wallet's sweep finishes their refunds.
    refundsDue: (): Promise<number> => payments.service.refundEndedWalletPayments(),
  });
  const payments: ReturnType<typeof buildPaymentsModule> = buildPaymentsModule({
    db,
    gateway: paymentGateway,
    now,
    log: app.log,
    wallet: wallet.service,
  });
  const appointments = buildAppointmentsModule({ db, now, payments: payments.service });
  await appointments.register(app);
  await app.register(barberAreaRoutes, { service: new BarberAreaService(db, now) });
  await app.register(promoCodesRoutes, { service: new PromoCodesService(db, now) });
  app.decorate('payments', payments.service);
  await payments.register(app);
  // The sandbox's hosted pages exist only with the sandbox gateway.
  const sandbox = paymentGateway.sandbox;
  if (sandbox) await buildSandboxBankModule({ payments: payments.service, sandbox }).register(app);
  app.decorate('wallet', wallet.service);
  await wallet.register(app);

  const postalCodes = new PostalCodeLookup({
    viacepUrl: config.viacepUrl,
    brasilapiUrl: config.brasilapiUrl,
    log: app.log,
  });
  const avatars = new AvatarStore(join(config.dataDir, 'avatars'));
  await app.register(accountRoutes, {
    service: new AccountService({
      db,
      now,
      avatars,
      // Deleting an account cancels its upcoming bookings exactly as the client would.
      appointments: appointments.service,
      log: app.log,
      emailConfirmations,
      emailDelivery: accountMail.emailEnabled,
      wallet: wallet.service,
    }),
    avatars,
    passwords,
    confirmations: emailConfirmations,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    postalCodes,
  });
  await app.register(setupRoutes, {
    service: new SetupService({
      db,
      passwordHasher,
      state: setupState,
      now,
    }),
    auth: authService,
    postalCodes,
  });
  await app.register(reviewsRoutes, { service: new ReviewsService(db) });
  const notifications = await registerNotifications(app, {
    config,
    db,
    now,
    sessionRevocations,
  });
  await app.register(invitationsRoutes, {
    service: new InvitationsService({
      db,
      now,
      passwordHasher,
      auth: authService,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      // Without SMTP the link is only shown to the inviter, who hands it over.
      queueEmail: config.smtpUrl ? (message, tx) => notifications.queueEmail(message, tx) : null,
      onBarbersChange: () => scheduleStatics.clear(),
    }),
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });

  return app;
}
