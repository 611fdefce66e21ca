import { signedIn, shopManagers, payers, type RouteAccess } from './route-access.js';

/** Payments and the client's wallet. */
export const moneyRoutes = {
  createPixPayment: { method: 'POST', url: '/api/payments/pix/create', roles: ['CLIENT'] },
  createCardPayment: { method: 'POST', url: '/api/payments/card/create', roles: ['CLIENT'] },
  createPaymentPreference: {
    method: 'POST',
    url: '/api/payments/create-preference',
    roles: ['CLIENT'],
  },
  createPayment: { method: 'POST', url: '/api/payments/create', roles: ['CLIENT'] },
  confirmPayment: { method: 'PATCH', url: '/api/payments/:id/confirm', roles: shopManagers },
  cancelPayment: { method: 'DELETE', url: '/api/payments/:id/cancel', roles: payers },
  mockPayment: { method: 'POST', url: '/api/payments/mock', roles: payers, sandboxOnly: true },
  listPaymentMethods: {
    method: 'GET',
    url: '/api/payments/methods',
    roles: signedIn,
    anyShop: true,
  },
  getPayment: { method: 'GET', url: '/api/payments/:id', roles: payers },
  getAppointmentPayment: {
    method: 'GET',
    url: '/api/payments/appointment/:appointmentId',
    roles: payers,
  },
  getPaymentStatus: { method: 'GET', url: '/api/payments/:id/status', roles: payers },
  syncPaymentStatus: { method: 'GET', url: '/api/payments/:id/sync-status', roles: payers },
  refundPayment: { method: 'POST', url: '/api/payments/:id/refund', roles: shopManagers },
  createSandboxCardToken: {
    method: 'POST',
    url: '/api/payments/sandbox/card-tokens',
    roles: ['CLIENT'],
    sandboxOnly: true,
  },

  // The client's own wallet (issue 6).
  getWallet: { method: 'GET', url: '/api/wallet', roles: ['CLIENT'] },
  listWalletTransactions: { method: 'GET', url: '/api/wallet/transactions', roles: ['CLIENT'] },
  // 'Transações': the wallet and the bookings' payments, by cursor (issue 18 §2).
  listMoneyHistory: { method: 'GET', url: '/api/wallet/history', roles: ['CLIENT'] },
  listWalletPaymentMethods: {
    method: 'GET',
    url: '/api/wallet/payment-methods',
    roles: ['CLIENT'],
  },
  addWalletPaymentMethod: {
    method: 'POST',
    url: '/api/wallet/payment-methods',
    roles: ['CLIENT'],
  },
  deleteWalletPaymentMethod: {
    method: 'DELETE',
    url: '/api/wallet/payment-methods/:id',
    roles: ['CLIENT'],
  },
  setDefaultWalletPaymentMethod: {
    method: 'PATCH',
    url: '/api/wallet/payment-methods/:id/default',
    roles: ['CLIENT'],
  },
  // Each deposit creates a real PIX charge at the gateway.
  createWalletDeposit: {
    method: 'POST',
    url: '/api/wallet/deposits',
    roles: ['CLIENT'],
    usageLimit: { name: 'wallet-deposit', perUser: 5, perAddress: 20 },
  },
  getWalletDeposit: { method: 'GET', url: '/api/wallet/deposits/:id', roles: ['CLIENT'] },
  mockWalletDeposit: {
    method: 'POST',
    url: '/api/wallet/deposits/:id/mock',
    roles: ['CLIENT'],
    sandboxOnly: true,
  },
} as const satisfies Record<string, RouteAccess>;
