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

/**
 * What Google Identity Services needs on top, as Google documents it for a strict CSP: its
 * script, its sign-in iframe and its requests under accounts.google.com/gsi/, and its styles.
 */
export const googleSignInSources = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'style-src': ['https://accounts.google.com/gsi/style'],
} as const;

/**
 * What MercadoPago.js needs on top, when the gateway is Mercado Pago: the SDK's script (and the
 * static host it loads its parts from), the API it tokenizes cards and looks up brands with,
 * its telemetry, and the iframe of its fraud-prevention device check.
 */
export const mercadoPagoSdkSources = {
  'script-src': ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
  'connect-src': [
    'https://api.mercadopago.com',
    'https://api.mercadolibre.com',
    'https://events.mercadopago.com',
    'https://http2.mlstatic.com',
  ],
  'frame-src': ['https://sdk.mercadopago.com', 'https://www.mercadopago.com.br'],
  'img-src': ['https://http2.mlstatic.com'],
} as const;

export interface SecurityOptions {
  /** GOOGLE_CLIENT_ID is set: the sign-in page loads Google Identity Services. */
  googleSignIn?: boolean;
  /** PAYMENT_GATEWAY=mercadopago: the card page loads MercadoPago.js. */
  mercadoPagoSdk?: boolean;
}

export function securityDirectives(options: SecurityOptions = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(contentSecurityPolicy).map(([name, sources]) => [name, [...sources]]),
  );
  if (options.googleSignIn) {
    for (const [name, sources] of Object.entries(googleSignInSources)) {
      directives[name] = [...(directives[name] ?? ["'self'"]), ...sources];
    }
  }
  if (options.mercadoPagoSdk) {
    for (const [name, sources] of Object.entries(mercadoPagoSdkSources)) {
      directives[name] = [...(directives[name] ?? ["'self'"]), ...sources];
    }
  }
  return directives;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: securityDirectives(options) },
    // Google's sign-in hands the token back from its own window or iframe: it needs the page's
    // origin (sent without path or query) and, for its popup, an opener it may talk to.
    ...(options.googleSignIn
      ? {
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
          crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        }
      : {}),
  });
  // API answers are personal and change with every write: no browser, proxy or service worker
  // may keep one, unless a route set its own policy (profile photos are cached by their name).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
