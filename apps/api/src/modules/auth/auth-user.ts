import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { AccessTokenClaims } from './tokens.js';

/** The signed-in user, as the access token states it. */
export type AuthUser = AccessTokenClaims;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` / `requireRoles` (plugins/auth.ts); null on public routes. */
    user: AuthUser | null;
  }
}

/** The user of a route behind `authenticate` or `requireRoles`. */
export function getAuthUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

/** The shop an admin or owner manages; staff without one may manage nothing (403). */
export function requireManagedShop(actor: AuthUser): string {
  if (!actor.barbershopId) throw AppError.forbidden();
  return actor.barbershopId;
}
