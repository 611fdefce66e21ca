import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { z } from 'zod';
import { envSchema, JWT_SECRET_MIN_LENGTH, type TrustProxy } from './config-env.js';

export { parseTrustProxy, type TrustProxy } from './config-env.js';

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (pglite/) and the generated jwt-secret. */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * A streaming replica of the primary: catalog, availability and public-page reads go there,
   * everything else (and every write) to the primary.
   */
  databaseReplicaUrl: string | undefined;
  jwtSecret: string;
  /** Where the generated secret is kept, or null when JWT_SECRET came from the environment. */
  jwtSecretFile: string | null;
  paymentGateway: 'sandbox' | 'mercadopago';
  /** The demo shop, its accounts and agenda are seeded (once per database). */
  demoData: boolean;
  /** NODE_ENV=production running the sandbox gateway on purpose: a staging site. */
  allowSandboxPayments: boolean;
  /** SHOP_SIGNUP: whether anyone may sign a new shop up (issue 20 §1). */
  shopSignup: 'open' | 'closed';
  mercadopagoAccessToken: string | undefined;
  mercadopagoWebhookSecret: string | undefined;
  /** For MercadoPago.js in the browser; set whenever the gateway is mercadopago. */
  mercadopagoPublicKey: string | undefined;
  /** Mercado Pago's API base URL, without a trailing slash. */
  mercadopagoApiUrl: string;
  /**
   * The platform's application for Mercado Pago's OAuth for sellers (issue 20 §3, decision
   * 043); undefined: shops cannot connect their own accounts.
   */
  mercadopagoOauth:
    { clientId: string; clientSecret: string; authorizationUrl: string } | undefined;
  /**
   * The AES-256-GCM key of the shops' stored Mercado Pago tokens: PAYMENT_CREDENTIALS_KEY, else
   * (outside production) one derived from the JWT secret.
   */
  paymentCredentialsKey: Buffer;
  /** The platform's fee on each payment to a connected shop, in percent (marketplace_fee). */
  platformFeePercent: number;
  /** The WhatsApp Cloud API; undefined: click-to-chat only (issue 19 §1). */
  whatsapp: WhatsappConfig | undefined;
  /** The Graph API base URL with its version, without a trailing slash. */
  whatsappApiUrl: string;
  /** The public origin (https://navalha.example.com): return and notification URLs. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The From of e-mail notifications. */
  smtpFrom: string;
  authRateLimitPerMinute: number;
  /** Multiplies the route table's usage limits (promo checks, deposits, bookings); 1 = as set. */
  usageLimitMultiplier: number;
  /** Open notification streams allowed per account and per client IP, on each instance. */
  sseMaxPerAccount: number;
  sseMaxPerIp: number;
  googleClientId: string | undefined;
  /** ViaCEP's base URL (`…/ws`), without a trailing slash. */
  viacepUrl: string;
  /** BrasilAPI's CEP base URL (`…/api/cep/v1`), without a trailing slash. */
  brasilapiUrl: string;
  /** Google's JSON Web Key Set, against which Google sign-in verifies ID tokens. */
  googleJwksUrl: string;
  /** Absolute path of the built web app; served at / when it exists. */
  webDistDir: string;
  logLevel: LogLevel;
  /** Whom to believe about the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** How many API processes server.ts runs (node:cluster); 1 = this process serves. */
  webConcurrency: number;
  /** The bearer token of GET /api/metrics; undefined = no metrics endpoint. */
  metricsToken: string | undefined;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (API_DOCS, default true). */
  apiDocs: boolean;
}

export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** The webhook subscription's verify token; without it the handshake is refused. */
  verifyToken: string | undefined;
  /** For `npm run whatsapp:templates`. */
  businessAccountId: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment. Throws a ConfigError naming every bad variable.
 *
 * Without JWT_SECRET (allowed outside production) a random secret is generated once and kept in
 * DATA_DIR/jwt-secret, so restarts keep sessions valid while no secret ever ships in the repo.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const jwtSecret = values.JWT_SECRET ?? readOrCreateJwtSecret(jwtSecretPath(dataDir));
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseReplicaUrl: values.DATABASE_REPLICA_URL,
    jwtSecret,
    jwtSecretFile: values.JWT_SECRET ? null : jwtSecretPath(dataDir),
    paymentGateway: values.PAYMENT_GATEWAY,
    demoData: values.DEMO_DATA ?? values.NODE_ENV !== 'production',
    allowSandboxPayments: values.ALLOW_SANDBOX_PAYMENTS ?? false,
    shopSignup: values.SHOP_SIGNUP,
    mercadopagoAccessToken: values.MERCADOPAGO_ACCESS_TOKEN,
    mercadopagoWebhookSecret: values.MERCADOPAGO_WEBHOOK_SECRET,
    mercadopagoPublicKey: values.MERCADOPAGO_PUBLIC_KEY,
    mercadopagoApiUrl: values.MERCADOPAGO_API_URL.replace(/\/+$/, ''),
    mercadopagoOauth:
      values.MERCADOPAGO_CLIENT_ID && values.MERCADOPAGO_CLIENT_SECRET
        ? {
            clientId: values.MERCADOPAGO_CLIENT_ID,
            clientSecret: values.MERCADOPAGO_CLIENT_SECRET,
            authorizationUrl: values.MERCADOPAGO_OAUTH_URL,
          }
        : undefined,
    paymentCredentialsKey: values.PAYMENT_CREDENTIALS_KEY
      ? Buffer.from(values.PAYMENT_CREDENTIALS_KEY, 'base64')
      : derivedCredentialsKey(jwtSecret),
    platformFeePercent: values.PLATFORM_FEE_PERCENT,
    whatsapp:
      values.WHATSAPP_TOKEN && values.WHATSAPP_PHONE_NUMBER_ID && values.WHATSAPP_APP_SECRET
        ? {
            token: values.WHATSAPP_TOKEN,
            phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: values.WHATSAPP_APP_SECRET,
            verifyToken: values.WHATSAPP_VERIFY_TOKEN,
            businessAccountId: values.WHATSAPP_BUSINESS_ACCOUNT_ID,
          }
        : undefined,
    whatsappApiUrl: values.WHATSAPP_API_URL.replace(/\/+$/, ''),
    publicUrl: values.PUBLIC_URL,
    smtpUrl: values.SMTP_URL,
    smtpFrom: values.SMTP_FROM,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    usageLimitMultiplier: values.USAGE_LIMIT_MULTIPLIER,
    sseMaxPerAccount: values.SSE_MAX_PER_ACCOUNT,
    sseMaxPerIp: values.SSE_MAX_PER_IP,
    googleClientId: values.GOOGLE_CLIENT_ID,
    viacepUrl: values.VIACEP_URL.replace(/\/+$/, ''),
    brasilapiUrl: values.BRASILAPI_URL.replace(/\/+$/, ''),
    googleJwksUrl: values.GOOGLE_JWKS_URL,
    webDistDir: resolve(values.WEB_DIST_DIR),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webConcurrency: values.WEB_CONCURRENCY,
    metricsToken: values.METRICS_TOKEN,
    apiDocs: values.API_DOCS ?? true,
  };
}

function jwtSecretPath(dataDir: string): string {
  return join(dataDir, 'jwt-secret');
}

function readOrCreateJwtSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < JWT_SECRET_MIN_LENGTH) {
      throw new ConfigError([`${file}: secret too short; delete the file to generate a new one`]);
    }
    return secret;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created the file meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateJwtSecret(file);
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Outside production, without PAYMENT_CREDENTIALS_KEY: a key derived from the JWT secret, so a
 * development install stores the shops' tokens encrypted too (production refuses to start
 * without the key when shops may connect their accounts).
 */
function derivedCredentialsKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`navalha payment credentials\0${jwtSecret}`).digest();
}
