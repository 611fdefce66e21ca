import type { BadCall } from './bad-inputs.js';

/** Bad input on the platform's operator's routes (issue 20 §1), called as the operator. */
export function platformBadInputs(unknownId: string) {
  return {
    platformListShops: [],
    platformSuspendShop: [
      { path: 'nope', payload: { reason: 'Atraso' }, status: 400 },
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { reason: 'x' }, status: 400 },
      { path: unknownId, payload: { reason: 'x'.repeat(501) }, status: 400 },
      { path: unknownId, payload: { reason: 'Mensalidade em atraso' }, status: 404 },
    ],
    platformReactivateShop: [
      { path: 'nope', payload: { reason: 'Pago' }, status: 400 },
      { path: unknownId, payload: { reason: 42 }, status: 400 },
      { path: unknownId, payload: { reason: 'Mensalidade paga' }, status: 404 },
    ],
    platformSetShopFee: [
      { path: 'nope', payload: { feePercent: 2 }, status: 400 },
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { feePercent: -1 }, status: 400 },
      { path: unknownId, payload: { feePercent: 50.5 }, status: 400 },
      { path: unknownId, payload: { feePercent: 2.555 }, status: 400 },
      { path: unknownId, payload: { feePercent: '2,5' }, status: 400 },
      { path: unknownId, payload: { feePercent: 2.5 }, status: 404 },
      { path: unknownId, payload: { feePercent: null }, status: 404 },
    ],
  } satisfies Record<string, BadCall[]>;
}
