import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { CredentialsCipher } from './credentials-cipher.js';
import { MercadoPagoGateway } from './mercadopago.js';
import { MercadoPagoOauth } from './mercadopago-oauth.js';
import { SandboxGateway } from './sandbox.js';
import { MercadoPagoShopGateways, singleGateway } from './shop-gateways.js';
import type { ShopGateways } from './shop-gateways.js';

/**
 * Every shop's gateway (decision 043): the sandbox for all; or Mercado Pago with each shop's
 * connected account, the environment's credentials being the first shop's.
 */
export function createShopGateways(config: Config, db: Db, now: () => Date): ShopGateways {
  if (config.paymentGateway === 'mercadopago') {
    const { mercadopagoAccessToken, mercadopagoWebhookSecret, mercadopagoPublicKey, publicUrl } =
      config;
    if (!mercadopagoAccessToken || !mercadopagoWebhookSecret || !publicUrl) {
      throw new Error('PAYMENT_GATEWAY=mercadopago needs its token, webhook secret and PUBLIC_URL');
    }
    const platform = new MercadoPagoGateway({
      accessToken: mercadopagoAccessToken,
      webhookSecret: mercadopagoWebhookSecret,
      apiUrl: config.mercadopagoApiUrl,
      publicUrl,
      ...(mercadopagoPublicKey ? { publicKey: mercadopagoPublicKey } : {}),
    });
    return new MercadoPagoShopGateways({
      db,
      now,
      cipher: new CredentialsCipher(config.paymentCredentialsKey),
      platform,
      oauth: config.mercadopagoOauth
        ? new MercadoPagoOauth(config.mercadopagoOauth, { apiUrl: config.mercadopagoApiUrl })
        : null,
      apiUrl: config.mercadopagoApiUrl,
      publicUrl,
      webhookSecret: mercadopagoWebhookSecret,
      publicKey: mercadopagoPublicKey ?? null,
      platformFeePercent: config.platformFeePercent,
    });
  }
  return singleGateway(
    new SandboxGateway({ db, now, publicUrl: config.publicUrl, linkSecret: config.jwtSecret }),
  );
}
