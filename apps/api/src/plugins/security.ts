import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built web app needs and nothing more. No `upgrade-insecure-requests`: the app also
 * runs on plain http://localhost. Inline styles stay allowed because UI primitives position
 * popovers with style attributes. CORS is not registered at all: the web app is served from the
 * same origin, so cross-origin requests stay closed.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  });
}
