import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The environment variables the API reads, with their defaults and checks; config.ts turns the
// parsed values into the Config the app is built from.

export const JWT_SECRET_MIN_LENGTH = 32;

/** apps/api/src/config.ts and apps/api/dist/config.js both sit one level below the package. */
const apiPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultWebDistDir = resolve(apiPackageDir, '../web/dist');

/** An empty variable (`FOO=` in a .env file) means "not set", not "set to nothing". */
const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const optionalUrl = (protocols: readonly string[], example: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ error: `must be a URL such as ${example}` })
      .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
        error: `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
      })
      .optional(),
  );

/** An http(s) base URL with a default; an empty variable means the default. */
const httpUrl = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ error: `must be a URL such as ${fallback}` })
      .refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), {
        error: 'must start with http:// or https://',
      })
      .default(fallback),
  );

/** Whom Fastify believes about the client's address: nobody, n hops, or these proxies. */
export type TrustProxy = false | number | string[];

const IPV4_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_CIDR = /^[\da-f:]+(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY's value: 'false' (or 0) believes nobody; a number n believes the n proxies
 * nearest to the server (the client is the n-th address from the right of X-Forwarded-For); a
 * comma-separated list believes those addresses or ranges. Null for anything else, 'true'
 * included: it would believe whatever a client writes.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  const valid = addresses.every((address) => {
    const [host = ''] = address.split('/');
    if (IPV4_CIDR.test(address)) return host.split('.').every((octet) => Number(octet) <= 255);
    return address.includes(':') && IPV6_CIDR.test(address);
  });
  return valid && addresses.length > 0 ? addresses : null;
}

/** `true`/`false` (or 1/0); an empty variable means "not set". */
const optionalBoolean = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user@host:5432/navalha'),
    // A streaming replica of DATABASE_URL for the reads that may lag a moment (issue 20 §5).
    DATABASE_REPLICA_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'postgres://user@replica:5432/navalha',
    ),
    JWT_SECRET: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .min(JWT_SECRET_MIN_LENGTH, {
          error: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long`,
        })
        .optional(),
    ),
    // Unset: 'sandbox', which NODE_ENV=production accepts only with ALLOW_SANDBOX_PAYMENTS=true.
    PAYMENT_GATEWAY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['sandbox', 'mercadopago']).default('sandbox'),
    ),
    // The demo shop and its accounts: on by default, off by default with NODE_ENV=production.
    DEMO_DATA: optionalBoolean,
    // A staging site in production mode that takes test payments (every page says so).
    ALLOW_SANDBOX_PAYMENTS: optionalBoolean,
    // 'Cadastre sua barbearia' (issue 20 §1): closed, only the operator's setup makes shops.
    SHOP_SIGNUP: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['open', 'closed'], { error: 'must be open or closed' }).default('closed'),
    ),
    MERCADOPAGO_ACCESS_TOKEN: optionalString,
    MERCADOPAGO_WEBHOOK_SECRET: optionalString,
    // The account's public key ('APP_USR-…' or 'TEST-…'): MercadoPago.js tokenizes cards with it.
    MERCADOPAGO_PUBLIC_KEY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .trim()
        .regex(/^(APP_USR|TEST)-[\w-]{8,200}$/, {
          error: "must be Mercado Pago's public key, such as APP_USR-1a2b3c4d-…",
        })
        .optional(),
    ),
    // Contract tests point it at a local fake server.
    MERCADOPAGO_API_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ error: 'must be a URL such as https://api.mercadopago.com' })
        .refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), {
          error: 'must start with http:// or https://',
        })
        .default('https://api.mercadopago.com'),
    ),
    // Each shop's own Mercado Pago account (issue 20 §3, decision 043): the platform's
    // application for Mercado Pago's OAuth for sellers; both or neither.
    MERCADOPAGO_CLIENT_ID: optionalString,
    MERCADOPAGO_CLIENT_SECRET: optionalString,
    // Where the owner authorizes the application; contract tests point it at a local page.
    MERCADOPAGO_OAUTH_URL: httpUrl('https://auth.mercadopago.com.br/authorization'),
    // AES-256-GCM key (32 bytes, base64) the shops' Mercado Pago tokens are encrypted with.
    PAYMENT_CREDENTIALS_KEY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .trim()
        .refine((value) => Buffer.from(value, 'base64').length === 32, {
          error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
        })
        .optional(),
    ),
    // The platform's fee on each payment to a connected shop (Mercado Pago's marketplace_fee), in
    // percent of the amount; 0 (the default) takes none.
    PLATFORM_FEE_PERCENT: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z
        .number({ error: 'must be a number from 0 to 50, such as 2.5' })
        .min(0, { error: 'must be a number from 0 to 50, such as 2.5' })
        .max(50, { error: 'must be a number from 0 to 50, such as 2.5' })
        .default(0),
    ),
    // WhatsApp Cloud API (issue 19 §1): all of token, phone number id and app secret, or none.
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_BUSINESS_ACCOUNT_ID: optionalString,
    // The Graph API with its version; contract tests point it at a local fake server.
    WHATSAPP_API_URL: httpUrl('https://graph.facebook.com/v21.0'),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://navalha.example.com'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@smtp.example.com:587'),
    // The sender of e-mail notifications ('Navalha <nao-responda@barbearia.com.br>').
    SMTP_FROM: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().min(3).default('Navalha <nao-responda@localhost>'),
    ),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    // Scales the per-user and per-address limits of promo checks, deposits and bookings.
    USAGE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
    // Live notification streams open at once (GET /api/notifications/stream), per instance.
    SSE_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    SSE_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
    GOOGLE_CLIENT_ID: optionalString,
    // The profile's CEP lookup: ViaCEP first, BrasilAPI when it fails; tests use local fakes.
    VIACEP_URL: httpUrl('https://viacep.com.br/ws'),
    BRASILAPI_URL: httpUrl('https://brasilapi.com.br/api/cep/v1'),
    // Google's keys for its ID tokens (Google sign-in); tests point it at a local server.
    GOOGLE_JWKS_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ error: 'must be a URL such as https://www.googleapis.com/oauth2/v3/certs' })
        .refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), {
          error: 'must start with http:// or https://',
        })
        .default('https://www.googleapis.com/oauth2/v3/certs'),
    ),
    WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Behind proxies the client's address is in X-Forwarded-For; rate limits and sessions need
    // it. Only the hops the operator names are believed (issue 16 §2).
    TRUST_PROXY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .trim()
        .default('false')
        .transform((value, ctx): TrustProxy => {
          const trust = parseTrustProxy(value);
          if (trust === null) {
            ctx.addIssue({
              code: 'custom',
              message:
                value === 'true'
                  ? "'true' would believe any address a client writes in X-Forwarded-For; give the number of proxies in front of Navalha (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)"
                  : 'must be false, the number of proxies in front of Navalha (1) or their addresses (10.0.0.0/8,127.0.0.1)',
            });
            return false;
          }
          return trust;
        }),
    ),
    // API processes this server runs on one port (node:cluster); above 1 needs PostgreSQL.
    WEB_CONCURRENCY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(64).default(1),
    ),
    // The OpenAPI document and Swagger UI at /api/docs: on unless set to false.
    API_DOCS: optionalBoolean,
    // Bearer token that GET /api/metrics asks for; unset, the metrics are not served at all.
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, { error: 'must be at least 16 characters long' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message:
          'needs DATABASE_URL: a replica follows a PostgreSQL primary, and the embedded database has none',
      });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'above 1 needs DATABASE_URL: the embedded database serves one process only; set DATABASE_URL to a PostgreSQL server or WEB_CONCURRENCY=1',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      env.PAYMENT_GATEWAY === 'sandbox' &&
      env.ALLOW_SANDBOX_PAYMENTS !== true
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'is the test gateway (sandbox) when unset, and NODE_ENV=production refuses it: anyone could approve their own payments. Set PAYMENT_GATEWAY=mercadopago with its credentials, or ALLOW_SANDBOX_PAYMENTS=true for a staging site that takes test payments only',
      });
    }
    const whatsappKeys = [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
    ] as const;
    if (whatsappKeys.some((key) => env[key] !== undefined)) {
      for (const key of whatsappKeys) {
        if (env[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'is required with the other WHATSAPP_ variables (token, phone number id, app secret)',
          });
        }
      }
    }
    if (env.PAYMENT_GATEWAY === 'mercadopago') {
      // PUBLIC_URL: Mercado Pago needs absolute return and notification URLs.
      const required = [
        'MERCADOPAGO_ACCESS_TOKEN',
        'MERCADOPAGO_WEBHOOK_SECRET',
        'MERCADOPAGO_PUBLIC_KEY',
        'PUBLIC_URL',
      ] as const;
      for (const name of required) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when PAYMENT_GATEWAY=mercadopago',
          });
        }
      }
    }
    const oauthKeys = ['MERCADOPAGO_CLIENT_ID', 'MERCADOPAGO_CLIENT_SECRET'] as const;
    if (oauthKeys.some((key) => env[key] !== undefined)) {
      for (const key of oauthKeys) {
        if (env[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'is required with the other of MERCADOPAGO_CLIENT_ID and MERCADOPAGO_CLIENT_SECRET',
          });
        }
      }
    }
    if (
      env.NODE_ENV === 'production' &&
      env.PAYMENT_GATEWAY === 'mercadopago' &&
      env.MERCADOPAGO_CLIENT_ID !== undefined &&
      env.PAYMENT_CREDENTIALS_KEY === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_CREDENTIALS_KEY'],
        message:
          "is required when NODE_ENV=production and shops connect their Mercado Pago accounts (MERCADOPAGO_CLIENT_ID): the shops' tokens are stored encrypted with it",
      });
    }
  });
