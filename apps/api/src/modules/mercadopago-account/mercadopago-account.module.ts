import type { FastifyInstance } from 'fastify';
import { mercadopagoAccountRoutes } from './mercadopago-account.routes.js';
import { MercadopagoAccountService } from './mercadopago-account.service.js';
import type { MercadopagoAccountDeps } from './mercadopago-account.service.js';

/** A shop's own Mercado Pago account (issue 20 §3, decision 043). */
export function buildMercadopagoAccountModule(deps: MercadopagoAccountDeps) {
  const service = new MercadopagoAccountService(deps);
  return {
    service,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(mercadopagoAccountRoutes, { service });
    },
  };
}
