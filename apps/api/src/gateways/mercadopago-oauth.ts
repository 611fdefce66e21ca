import { z } from 'zod';
import { MercadoPagoClient } from './mercadopago-client.js';

/** The platform's application at Mercado Pago (MERCADOPAGO_CLIENT_ID / _SECRET). */
export interface MercadoPagoOauthApp {
  clientId: string;
  clientSecret: string;
  /** Mercado Pago's authorization page (MERCADOPAGO_OAUTH_URL). */
  authorizationUrl: string;
}

/** What `POST /oauth/token` answers, for a code or a refresh token. */
export interface SellerTokens {
  accessToken: string;
  refreshToken: string;
  /** Mercado Pago's id of the seller: a payment's `collector_id`. */
  userId: string;
  publicKey: string | null;
  expiresAt: Date;
}

const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  user_id: z.union([z.number(), z.string()]).transform(String),
  public_key: z.string().nullish(),
  expires_in: z.number().int().positive(),
});

const userSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  nickname: z.string().nullish(),
  email: z.string().nullish(),
});

/**
 * Mercado Pago's OAuth for sellers (marketplaces): the authorization page a shop owner is sent
 * to, and `POST /oauth/token` with `grant_type=authorization_code` (the code it returns) or
 * `refresh_token`. Tokens are never logged: errors name the path and status only.
 */
export class MercadoPagoOauth {
  private readonly client: MercadoPagoClient;
  private readonly apiUrl: string;

  constructor(
    private readonly app: MercadoPagoOauthApp,
    options: { apiUrl: string; fetch?: typeof fetch },
  ) {
    this.apiUrl = options.apiUrl;
    this.client = new MercadoPagoClient({ accessToken: null, ...options });
  }

  /** The page the owner authorizes the platform's application on. */
  authorizationUrl(state: string, redirectUri: string): string {
    const url = new URL(this.app.authorizationUrl);
    url.searchParams.set('client_id', this.app.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('platform_id', 'mp');
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', redirectUri);
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string, now: Date): Promise<SellerTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now);
  }

  refresh(refreshToken: string, now: Date): Promise<SellerTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, now);
  }

  /** The seller's nickname and e-mail, for 'Conectado como …' (`GET /users/me`). */
  async whoAmI(accessToken: string): Promise<{ nickname: string | null; email: string | null }> {
    const client = new MercadoPagoClient({ accessToken, apiUrl: this.apiUrl });
    const user = await client.request('GET', '/users/me', userSchema);
    return { nickname: user.nickname ?? null, email: user.email ?? null };
  }

  private async token(grant: Record<string, string>, now: Date): Promise<SellerTokens> {
    const answer = await this.client.request('POST', '/oauth/token', tokenSchema, {
      client_id: this.app.clientId,
      client_secret: this.app.clientSecret,
      ...grant,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      userId: answer.user_id,
      publicKey: answer.public_key ?? null,
      expiresAt: new Date(now.getTime() + answer.expires_in * 1000),
    };
  }
}
