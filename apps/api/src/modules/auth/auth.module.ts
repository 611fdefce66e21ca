import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { isBookableStaff } from '../../db/schema/bookable-staff.js';
import { AccountMail } from './account-mail.js';
import type { AccountOutbox } from './account-mail.js';
import { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmations } from './email-confirmations.js';
import { createGoogleIdentityVerifier } from './google-identity.js';
import { OneTimeTokens } from './one-time-tokens.js';
import type { PasswordHasher } from './password.js';
import { PasswordsService } from './passwords.service.js';
import { SessionRevocations } from './session-revocations.js';
import { createAccessTokens } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Passwords: tests wait on it for the reset e-mails it queues after answering. */
    passwords: PasswordsService;
  }
}

export interface AuthModuleDeps {
  db: Db;
  config: Config;
  passwordHasher: PasswordHasher;
  log: FastifyBaseLogger;
  /** Where the account's e-mails and notices go (the notifications outbox). */
  outbox: AccountOutbox;
}

/**
 * Sign-up, sessions, passwords and e-mail confirmation. `accessTokens`, `sessionRevocations` and
 * `takesBookings` are what plugins/auth.ts registers on the app.
 */
export function buildAuthModule({ db, config, passwordHasher, log, outbox }: AuthModuleDeps) {
  const sessionRevocations = new SessionRevocations({ db, log });
  const accessTokens = createAccessTokens(config.jwtSecret, sessionRevocations);
  const repository = new AuthRepository(db);
  // Reset and confirmation links, and the account's own e-mails (issue 14 §4, §5).
  const accountMail = new AccountMail({
    db,
    outbox,
    appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    emailEnabled: config.smtpUrl !== undefined,
  });
  const oneTimeTokens = new OneTimeTokens(db);
  const emailConfirmations = new EmailConfirmations({
    db,
    mail: accountMail,
    tokens: oneTimeTokens,
  });
  const service = new AuthService({
    db,
    passwordHasher,
    accessTokens,
    log,
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
  const passwords = new PasswordsService({
    db,
    passwordHasher,
    auth: service,
    mail: accountMail,
    tokens: oneTimeTokens,
    log,
    now: () => new Date(),
  });
  return {
    service,
    passwords,
    emailConfirmations,
    accountMail,
    accessTokens,
    sessionRevocations,
    /** Whether an admin or owner takes bookings now (read from the database). */
    async takesBookings(userId: string): Promise<boolean> {
      const user = await repository.findUserById(userId);
      return !!user?.isActive && isBookableStaff(user);
    },
    async register(app: FastifyInstance): Promise<void> {
      app.decorate('passwords', passwords);
      app.addHook('onClose', () => passwords.settled());
      await app.register(authRoutes, {
        prefix: '/api/auth',
        service,
        passwords,
        confirmations: emailConfirmations,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
    },
  };
}
