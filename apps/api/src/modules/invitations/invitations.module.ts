import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PasswordHasher } from '../auth/password.js';
import { invitationsRoutes } from './invitations.routes.js';
import { InvitationsService } from './invitations.service.js';
import type { InvitationsServiceDeps } from './invitations.service.js';

export interface InvitationsModuleDeps {
  db: Db;
  config: Config;
  now: () => Date;
  passwordHasher: PasswordHasher;
  auth: AuthService;
  /** Queues an e-mail in `tx` (the notifications outbox). */
  queueEmail: NonNullable<InvitationsServiceDeps['queueEmail']>;
  /** Availability keeps barbers in memory: a new barber must show up. */
  onBarbersChange: () => void;
}

/** Staff invitations: single-use links to join the shop. */
export function buildInvitationsModule(deps: InvitationsModuleDeps) {
  const { config } = deps;
  const service = new InvitationsService({
    db: deps.db,
    now: deps.now,
    passwordHasher: deps.passwordHasher,
    auth: deps.auth,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    // Without SMTP the link is only shown to the inviter, who hands it over.
    queueEmail: config.smtpUrl ? deps.queueEmail : null,
    onBarbersChange: deps.onBarbersChange,
  });
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(invitationsRoutes, {
        service,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
    },
  };
}
