import type { Role } from '@navalha/core/domain/auth/roles';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { AppError } from '../errors/app-error.js';
import { raiseWallFor } from './shop-wall.js';

// What `request.user` holds is the auth module's to say (modules/auth/auth-user.ts declares it):
// this plugin stores what the token verifier returns and checks its role.
type RequestUser = FastifyRequest['user'];

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 UNAUTHENTICATED unless a valid `Authorization: Bearer` token came. */
    authenticate: preHandlerAsyncHookHandler;
    /** Whether an admin or owner takes bookings now (read from the database, never the token). */
    takesBookings: (userId: string) => Promise<boolean>;
  }
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

/**
 * `accessTokens` should consult `sessionRevocations`, which learns of revoked sessions before the
 * app takes its first request and keeps listening until it closes (decision 006).
 */
export function registerAuth(
  app: FastifyInstance,
  accessTokens: { verify(token: string): Promise<RequestUser> },
  sessionRevocations: { start(): Promise<void>; stop(): Promise<void> },
  takesBookings: (userId: string) => Promise<boolean>,
): void {
  app.decorate('takesBookings', takesBookings);
  app.addHook('onReady', () => sessionRevocations.start());
  app.addHook('onClose', () => sessionRevocations.stop());
  app.decorateRequest('user', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await accessTokens.verify(token) : null;
    if (!claims) throw AppError.unauthenticated();
    request.user = claims;
    raiseWallFor(request);
  });
}

/**
 * Hook for a route open to some roles only: 401 without a valid token, 403 FORBIDDEN 'Acesso
 * negado' for any other role. Use as `{ preValidation: requireRoles('ADMIN', 'OWNER') }`, so the
 * check comes before the body's validation (or as a preHandler where that order does not matter).
 */
export function requireRoles(
  ...allowed: readonly Role[]
): preValidationAsyncHookHandler & preHandlerAsyncHookHandler {
  return async function checkRole(this: FastifyInstance, request, reply) {
    if (!request.user) await this.authenticate.call(this, request, reply);
    if (!request.user || !allowed.includes(request.user.role)) throw AppError.forbidden();
  };
}

/**
 * preHandler for the barber's own screens (agenda, figures, week): a BARBER, or an ADMIN or
 * OWNER who takes bookings (issue 14 §3). The flag is read from the database on each such call
 * by a manager, so switching 'Eu também atendo' works at once, with no new token.
 */
export function requireBookableStaff(): preValidationAsyncHookHandler & preHandlerAsyncHookHandler {
  return async function checkBookable(this: FastifyInstance, request, reply) {
    if (!request.user) await this.authenticate.call(this, request, reply);
    const user = request.user;
    if (user?.role === 'BARBER') return;
    if (user && (user.role === 'ADMIN' || user.role === 'OWNER')) {
      if (await this.takesBookings(user.userId)) return;
    }
    throw AppError.forbidden();
  };
}
