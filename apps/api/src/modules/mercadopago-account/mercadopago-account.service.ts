import {
  mercadopagoMessages,
  type MercadopagoAccount,
  type MercadopagoAuthorization,
  type MercadopagoReturnState,
} from '@navalha/core/contracts/mercadopago-account';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors/app-error.js';
import { MercadoPagoShopGateways } from '../../gateways/shop-gateways.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { OneTimeTokens } from '../auth/one-time-tokens.js';

/** Where Mercado Pago sends the owner back: the public callback route (route table). */
export const OAUTH_CALLBACK_PATH = '/api/mercadopago/oauth/callback';

export interface MercadopagoAccountDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  gateways: ShopGateways;
  publicUrl: string | undefined;
}

/**
 * The owner's 'Mercado Pago' card (issue 20 §3, decision 043): connect the shop's own account
 * through Mercado Pago's OAuth for sellers, see whom it is connected as, disconnect. The
 * authorization's `state` is a single-use, 15-minute one-time token bound to the shop and the
 * owner; the tokens Mercado Pago answers are stored encrypted and never returned or logged.
 */
export class MercadopagoAccountService {
  private readonly tokens: OneTimeTokens;

  constructor(private readonly deps: MercadopagoAccountDeps) {
    this.tokens = new OneTimeTokens(deps.db, deps.now);
  }

  /** Whether shops can connect their accounts here (Mercado Pago with its OAuth application). */
  get available(): boolean {
    return this.oauth() !== null;
  }

  async status(actor: AuthUser): Promise<MercadopagoAccount> {
    const shopId = requireManagedShop(actor);
    const gateways = this.mercadoPago();
    const connection = gateways ? await gateways.connections.find(shopId) : null;
    // Without Mercado Pago (the sandbox's test bank) every shop is paid through the install.
    const usesInstallAccount =
      gateways === null || (!connection && (await gateways.defaultShopId()) === shopId);
    return {
      available: this.oauth() !== null,
      connected: connection !== null,
      accountName: connection
        ? (connection.nickname ?? connection.email ?? connection.mpUserId)
        : null,
      connectedAt: connection?.connectedAt ?? null,
      usesInstallAccount,
    };
  }

  /** The address of Mercado Pago's authorization page, with a fresh `state`. */
  async authorize(actor: AuthUser): Promise<MercadopagoAuthorization> {
    const shopId = requireManagedShop(actor);
    const oauth = this.oauth();
    if (!oauth) {
      throw new AppError(409, 'MERCADOPAGO_NOT_AVAILABLE', mercadopagoMessages.notAvailable);
    }
    const state = await this.tokens.issue({
      purpose: 'MERCADOPAGO_OAUTH',
      userId: actor.userId,
      barbershopId: shopId,
      createdBy: actor.userId,
    });
    return { authorizationUrl: oauth.app.authorizationUrl(state, oauth.redirectUri) };
  }

  /**
   * Mercado Pago sent the owner back: the state is spent (once, unexpired), its owner must
   * still own that shop, then the code is exchanged (`grant_type=authorization_code`) and the
   * connection stored. Answers what the settings page says.
   */
  async callback(query: {
    code?: string | undefined;
    state?: string | undefined;
  }): Promise<MercadopagoReturnState> {
    const oauth = this.oauth();
    if (!oauth || !query.state) return 'erro';
    const spent = await this.tokens.spend('MERCADOPAGO_OAUTH', query.state);
    if (!spent?.userId || !spent.barbershopId) return 'expirado';
    const { userId, barbershopId } = spent;
    // Denied at Mercado Pago ('error=access_denied'): no code, nothing changes.
    if (!query.code) return 'erro';
    const [owner] = await this.deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.barbershopId, barbershopId),
          eq(users.role, 'OWNER'),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    if (!owner) return 'expirado';
    const gateways = this.mercadoPago();
    if (!gateways) return 'erro';
    try {
      const now = this.deps.now();
      const tokens = await oauth.app.exchangeCode(query.code, oauth.redirectUri, now);
      const profile = await oauth.app
        .whoAmI(tokens.accessToken)
        .catch(() => ({ nickname: null, email: null }));
      await this.deps.db.transaction(async (tx) => {
        await gateways.connections.save(barbershopId, tokens, profile, userId, now, tx);
        // The owner's own act, in the shop's log (never the tokens).
        await recordAudit(tx, { userId, role: 'OWNER', barbershopId }, barbershopId, {
          action: 'settings.mercadopago_connect',
          entityId: barbershopId,
          after: { accountName: profile.nickname ?? profile.email ?? tokens.userId },
        });
      });
    } catch (error) {
      this.deps.log.error({ err: error, barbershopId }, 'mercadopago oauth: code exchange failed');
      return 'erro';
    }
    return 'conectado';
  }

  async disconnect(actor: AuthUser): Promise<{ disconnected: boolean }> {
    const shopId = requireManagedShop(actor);
    const gateways = this.mercadoPago();
    if (!gateways) return { disconnected: false };
    const removed = await gateways.connections.remove(shopId);
    if (removed) {
      await recordAudit(this.deps.db, actor, shopId, {
        action: 'settings.mercadopago_disconnect',
        entityId: shopId,
      });
    }
    return { disconnected: removed };
  }

  private mercadoPago(): MercadoPagoShopGateways | null {
    return this.deps.gateways instanceof MercadoPagoShopGateways ? this.deps.gateways : null;
  }

  private oauth() {
    const app = this.mercadoPago()?.oauth;
    const { publicUrl } = this.deps;
    if (!app || !publicUrl) return null;
    return { app, redirectUri: `${publicUrl.replace(/\/+$/, '')}${OAUTH_CALLBACK_PATH}` };
  }
}
