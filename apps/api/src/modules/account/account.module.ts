import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { EmailConfirmations } from '../auth/email-confirmations.js';
import type { PasswordsService } from '../auth/passwords.service.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';
import type { AccountServiceDeps } from './account.service.js';
import { AvatarStore } from './avatar-store.js';
import type { PostalCodeLookup } from './postal-code-lookup.js';

export interface AccountModuleDeps {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Deleting an account cancels its upcoming bookings exactly as the client would. */
  appointments: AccountServiceDeps['appointments'];
  wallet: AccountServiceDeps['wallet'];
  passwords: PasswordsService;
  emailConfirmations: EmailConfirmations;
  /** Whether SMTP is set. */
  emailDelivery: boolean;
  postalCodes: PostalCodeLookup;
}

/** The signed-in user's profile, photo, address lookup and account deletion. */
export function buildAccountModule(deps: AccountModuleDeps) {
  const { config } = deps;
  const avatars = new AvatarStore(join(config.dataDir, 'avatars'));
  const service = new AccountService({
    db: deps.db,
    now: deps.now,
    avatars,
    appointments: deps.appointments,
    log: deps.log,
    emailConfirmations: deps.emailConfirmations,
    emailDelivery: deps.emailDelivery,
    wallet: deps.wallet,
  });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(accountRoutes, {
        service,
        avatars,
        passwords: deps.passwords,
        confirmations: deps.emailConfirmations,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        postalCodes: deps.postalCodes,
      });
    },
  };
}
