import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { barbershops } from '../db/schema/barbershops.js';
import { mercadopagoConnections } from '../db/schema/mercadopago-connections.js';
import type { MercadopagoConnectionRow } from '../db/schema/mercadopago-connections.js';
import type { CredentialsCipher } from './credentials-cipher.js';
import { MercadoPagoGateway } from './mercadopago.js';
import { shopPlatformFeeBasisPoints } from './platform-fee.js';
import type { MercadoPagoOauth, SellerTokens } from './mercadopago-oauth.js';
import { GatewayError } from './payment-gateway.js';
import type { GatewayPayment, PaymentGateway } from './payment-gateway.js';

/** A shop's token is refreshed when it has less than this left (Mercado Pago's last 180 days). */
export const TOKEN_REFRESH_MARGIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which gateway charges into which shop's account (issue 20 §3, decision 043). With the sandbox
 * every shop has the sandbox; with Mercado Pago a shop has its own connected account, else (the
 * install's first shop only) the environment's credentials, else none: that shop takes cash.
 */
export interface ShopGateways {
  /** The install's gateway: its name, the sandbox's bank, webhooks' signature. */
  readonly platform: PaymentGateway;
  /** The gateway paying into this shop's account, or null when the shop has none. */
  forShop(barbershopId: string): Promise<PaymentGateway | null>;
  /** The shop whose connected Mercado Pago account has this user id (a webhook's `user_id`). */
  shopOfAccount(mpUserId: string): Promise<string | null>;
  /** The install's first shop, whose account the environment's credentials are. */
  defaultShopId(): Promise<string | null>;
  /** Refreshes the shops' tokens near expiry (the hourly sweep); how many were. */
  refreshExpiring(): Promise<number>;
}

/** The account a charge made through the install's own credentials (or the sandbox) is in. */
export const INSTALL_ACCOUNT = 'install';

/** The account `gateway` charges into, as a payment or a deposit records it (`gateway_account`). */
export function accountOfGateway(gateway: PaymentGateway): string {
  return gateway.collectorId ?? INSTALL_ACCOUNT;
}

/**
 * The gateway of an existing charge (a status read, a cancel, a refund): the account it was made
 * in, whatever the shop is connected to now. A PIX still open when the first shop connects its own
 * account was made with the install's credentials, and only they can read, cancel or refund it.
 * A charge made before its account was recorded is the shop's current account's. An account the
 * shop has since disconnected or replaced cannot be asked: a gateway failure for the caller.
 */
export async function gatewayOfCharge(
  gateways: ShopGateways,
  charge: { barbershopId: string; gatewayAccount: string | null },
): Promise<PaymentGateway> {
  const current = await gateways.forShop(charge.barbershopId);
  if (
    current &&
    (charge.gatewayAccount === null || accountOfGateway(current) === charge.gatewayAccount)
  ) {
    return current;
  }
  if (charge.gatewayAccount === INSTALL_ACCOUNT) return gateways.platform;
  throw new GatewayError('the account the charge was made in is not connected');
}

/** Whether a payment read through `gateway` is in that gateway's account (its collector). */
export function isInAccountOf(gateway: PaymentGateway, remote: GatewayPayment): boolean {
  return gateway.collectorId === null || remote.collectorId === gateway.collectorId;
}

/** The sandbox (or a test's single gateway): every shop is paid through it. */
export function singleGateway(gateway: PaymentGateway): ShopGateways {
  return {
    platform: gateway,
    forShop: () => Promise.resolve(gateway),
    shopOfAccount: () => Promise.resolve(null),
    defaultShopId: () => Promise.resolve(null),
    refreshExpiring: () => Promise.resolve(0),
  };
}

export interface MercadoPagoShopGatewaysOptions {
  db: Db;
  now: () => Date;
  cipher: CredentialsCipher;
  /** The environment's credentials (MERCADOPAGO_ACCESS_TOKEN): the first shop's account. */
  platform: MercadoPagoGateway;
  /** Null when shops cannot connect their own accounts (no MERCADOPAGO_CLIENT_ID). */
  oauth: MercadoPagoOauth | null;
  apiUrl: string;
  publicUrl: string;
  webhookSecret: string;
  /** The public key MercadoPago.js uses when a connection did not say its own. */
  publicKey: string | null;
  /** PLATFORM_FEE_PERCENT: the fee of a connected shop the operator set none for. */
  platformFeePercent: number;
  fetch?: typeof fetch;
}

/** The shops' Mercado Pago accounts: their stored connections, tokens decrypted on use. */
export class MercadoPagoShopGateways implements ShopGateways {
  readonly platform: MercadoPagoGateway;
  /** The stored connections (the settings' card reads and writes them). */
  readonly connections: MercadoPagoConnections;
  /** Mercado Pago's OAuth for sellers; null without MERCADOPAGO_CLIENT_ID. */
  readonly oauth: MercadoPagoOauth | null;
  /** The install's first shop, which the environment's credentials belong to. */
  private defaultShop: Promise<string | null> | null = null;

  constructor(private readonly options: MercadoPagoShopGatewaysOptions) {
    this.platform = options.platform;
    this.oauth = options.oauth;
    this.connections = new MercadoPagoConnections(options.db, options.cipher);
  }

  async forShop(barbershopId: string): Promise<PaymentGateway | null> {
    const connection = await this.connections.find(barbershopId);
    if (connection && this.connections.readable(connection)) {
      const accessToken = await this.accessTokenOf(connection);
      const { db, platformFeePercent } = this.options;
      const fee = await shopPlatformFeeBasisPoints(db, barbershopId, platformFeePercent);
      return this.gatewayOf(connection, accessToken, fee);
    }
    // A connection stored under another PAYMENT_CREDENTIALS_KEY cannot be used: as none.
    return (await this.defaultShopId()) === barbershopId ? this.platform : null;
  }

  async shopOfAccount(mpUserId: string): Promise<string | null> {
    const [row] = await this.options.db
      .select({ barbershopId: mercadopagoConnections.barbershopId })
      .from(mercadopagoConnections)
      .where(eq(mercadopagoConnections.mpUserId, mpUserId))
      .limit(1);
    return row?.barbershopId ?? null;
  }

  /** The shops' tokens that expire within the margin, refreshed (the periodic sweep). */
  async refreshExpiring(): Promise<number> {
    const due = await this.connections.expiringBefore(
      new Date(this.options.now().getTime() + TOKEN_REFRESH_MARGIN_MS),
    );
    let refreshed = 0;
    for (const connection of due) {
      await this.refresh(connection);
      refreshed += 1;
    }
    return refreshed;
  }

  /** The access token, refreshed first when it expires within the margin. */
  private async accessTokenOf(connection: MercadopagoConnectionRow): Promise<string> {
    const left = connection.expiresAt.getTime() - this.options.now().getTime();
    if (left > TOKEN_REFRESH_MARGIN_MS) return this.connections.accessToken(connection);
    try {
      return await this.refresh(connection);
    } catch (error) {
      // Still valid: this payment goes on; the sweep tries again.
      if (left > 0) return this.connections.accessToken(connection);
      throw error;
    }
  }

  /**
   * `grant_type=refresh_token`, stored only if the row still holds the refresh token used: two
   * instances refreshing at once keep one answer, and the other reads it.
   */
  private async refresh(connection: MercadopagoConnectionRow): Promise<string> {
    if (!this.options.oauth) {
      throw new GatewayError('Mercado Pago OAuth is not configured: cannot refresh a shop token');
    }
    const refreshToken = this.connections.refreshToken(connection);
    let tokens: SellerTokens;
    try {
      tokens = await this.options.oauth.refresh(refreshToken, this.options.now());
    } catch (error) {
      const current = await this.connections.find(connection.barbershopId);
      if (current && current.refreshTokenEncrypted !== connection.refreshTokenEncrypted) {
        return this.connections.accessToken(current);
      }
      throw error;
    }
    const stored = await this.connections.replaceTokens(connection, tokens, this.options.now());
    return stored
      ? tokens.accessToken
      : this.connections.accessToken(
          (await this.connections.find(connection.barbershopId)) ?? connection,
        );
  }

  private gatewayOf(
    connection: MercadopagoConnectionRow,
    accessToken: string,
    feeBasisPoints: number,
  ): PaymentGateway {
    const { apiUrl, publicUrl, webhookSecret, publicKey } = this.options;
    const key = connection.publicKey ?? publicKey;
    return new MercadoPagoGateway({
      accessToken,
      webhookSecret,
      apiUrl,
      publicUrl,
      collectorId: connection.mpUserId,
      marketplaceFeeBasisPoints: feeBasisPoints,
      ...(key ? { publicKey: key } : {}),
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });
  }

  defaultShopId(): Promise<string | null> {
    this.defaultShop ??= this.options.db
      .select({ id: barbershops.id })
      .from(barbershops)
      .orderBy(asc(barbershops.createdAt), asc(barbershops.id))
      .limit(1)
      .then(([row]) => row?.id ?? null)
      .catch((error: unknown) => {
        this.defaultShop = null;
        throw error;
      });
    // An install whose first shop does not exist yet asks again next time.
    return this.defaultShop.then((id) => {
      if (id === null) this.defaultShop = null;
      return id;
    });
  }
}

/**
 * The `mercadopago_connections` rows, with their tokens encrypted: the shop's id is the
 * cipher's context, so a token copied into another shop's row does not decrypt.
 */
export class MercadoPagoConnections {
  constructor(
    private readonly db: Db,
    private readonly cipher: CredentialsCipher,
  ) {}

  async find(barbershopId: string): Promise<MercadopagoConnectionRow | null> {
    const [row] = await this.db
      .select()
      .from(mercadopagoConnections)
      .where(eq(mercadopagoConnections.barbershopId, barbershopId))
      .limit(1);
    return row ?? null;
  }

  expiringBefore(before: Date): Promise<MercadopagoConnectionRow[]> {
    return this.db
      .select()
      .from(mercadopagoConnections)
      .where(lt(mercadopagoConnections.expiresAt, sql`${before.toISOString()}::timestamptz`))
      .orderBy(asc(mercadopagoConnections.expiresAt))
      .limit(100);
  }

  /** Whether this key decrypts the row's tokens (a changed key leaves them unreadable). */
  readable(row: MercadopagoConnectionRow): boolean {
    try {
      this.refreshToken(row);
      return true;
    } catch {
      return false;
    }
  }

  accessToken(row: MercadopagoConnectionRow): string {
    return this.cipher.decrypt(row.accessTokenEncrypted, `access:${row.barbershopId}`);
  }

  refreshToken(row: MercadopagoConnectionRow): string {
    return this.cipher.decrypt(row.refreshTokenEncrypted, `refresh:${row.barbershopId}`);
  }

  /** Connects (or reconnects) a shop's account. */
  async save(
    barbershopId: string,
    tokens: SellerTokens,
    profile: { nickname: string | null; email: string | null },
    connectedBy: string,
    now: Date,
    db: Db = this.db,
  ): Promise<MercadopagoConnectionRow> {
    const values = {
      barbershopId,
      mpUserId: tokens.userId,
      nickname: profile.nickname,
      email: profile.email,
      publicKey: tokens.publicKey,
      ...this.encrypted(barbershopId, tokens),
      expiresAt: tokens.expiresAt,
      connectedBy,
      connectedAt: now,
      refreshedAt: null,
    };
    const [row] = await db
      .insert(mercadopagoConnections)
      .values(values)
      .onConflictDoUpdate({ target: mercadopagoConnections.barbershopId, set: values })
      .returning();
    if (!row) throw new Error('connection not saved');
    return row;
  }

  async remove(barbershopId: string): Promise<boolean> {
    const removed = await this.db
      .delete(mercadopagoConnections)
      .where(eq(mercadopagoConnections.barbershopId, barbershopId))
      .returning({ barbershopId: mercadopagoConnections.barbershopId });
    return removed.length > 0;
  }

  /** New tokens, kept only if the row still holds the refresh token they replace. */
  async replaceTokens(
    previous: MercadopagoConnectionRow,
    tokens: SellerTokens,
    now: Date,
  ): Promise<boolean> {
    const updated = await this.db
      .update(mercadopagoConnections)
      .set({
        ...this.encrypted(previous.barbershopId, tokens),
        ...(tokens.publicKey ? { publicKey: tokens.publicKey } : {}),
        expiresAt: tokens.expiresAt,
        refreshedAt: now,
      })
      .where(
        and(
          eq(mercadopagoConnections.barbershopId, previous.barbershopId),
          eq(mercadopagoConnections.refreshTokenEncrypted, previous.refreshTokenEncrypted),
        ),
      )
      .returning({ barbershopId: mercadopagoConnections.barbershopId });
    return updated.length > 0;
  }

  private encrypted(barbershopId: string, tokens: SellerTokens) {
    return {
      accessTokenEncrypted: this.cipher.encrypt(tokens.accessToken, `access:${barbershopId}`),
      refreshTokenEncrypted: this.cipher.encrypt(tokens.refreshToken, `refresh:${barbershopId}`),
    };
  }
}
