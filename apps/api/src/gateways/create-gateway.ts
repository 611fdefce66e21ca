import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { MercadoPagoGateway } from './mercadopago.js';
import type { PaymentGateway } from './payment-gateway.js';
import { SandboxGateway } from './sandbox.js';

/** The gateway `PAYMENT_GATEWAY` names; config validation guarantees Mercado Pago's settings. */
export function createPaymentGateway(config: Config, db: Db, now: () => Date): PaymentGateway {
  if (config.paymentGateway === 'mercadopago') {
    const { mercadopagoAccessToken, mercadopagoWebhookSecret, mercadopagoPublicKey, publicUrl } =
      config;
    if (!mercadopagoAccessToken || !mercadopagoWebhookSecret || !publicUrl) {
      throw new Error('PAYMENT_GATEWAY=mercadopago needs its token, webhook secret and PUBLIC_URL');
    }
    return new MercadoPagoGateway({
      accessToken: mercadopagoAccessToken,
      webhookSecret: mercadopagoWebhookSecret,
      apiUrl: config.mercadopagoApiUrl,
      publicUrl,
      ...(mercadopagoPublicKey ? { publicKey: mercadopagoPublicKey } : {}),
    });
  }
  return new SandboxGateway({ db, now, publicUrl: config.publicUrl, linkSecret: config.jwtSecret });
}
