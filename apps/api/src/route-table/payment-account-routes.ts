import type { RouteAccess } from './route-access.js';

/**
 * The shop's own Mercado Pago account (issue 20 §3, decision 043): the owner alone connects,
 * sees and disconnects where the shop's money goes.
 */
const owner = ['OWNER'] as const;

export const paymentAccountRoutes = {
  adminGetMercadopagoAccount: {
    method: 'GET',
    url: '/api/admin/mercadopago-account',
    roles: owner,
  },
  adminAuthorizeMercadopagoAccount: {
    method: 'POST',
    url: '/api/admin/mercadopago-account/authorization',
    roles: owner,
  },
  adminDisconnectMercadopagoAccount: {
    method: 'DELETE',
    url: '/api/admin/mercadopago-account',
    roles: owner,
  },
} as const satisfies Record<string, RouteAccess>;
