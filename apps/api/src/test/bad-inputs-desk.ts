import type { RouteName } from '../route-table.js';

/** A bad request of bad-input.test.ts (its `BadCall`). */
interface DeskBadCall {
  path?: string;
  payload?: unknown;
  status: 400 | 404;
}

type DeskRouteName = Extract<RouteName, `desk${string}`>;

/** Bad input on the desk's booking routes (issue 17 §2), sent by the demo admin. */
export function deskBadInputs(unknownId: string): Record<DeskRouteName, DeskBadCall[]> {
  const idRoute = (payload?: unknown): DeskBadCall[] => [
    { path: 'nope', payload, status: 400 },
    { path: unknownId, payload, status: 404 },
  ];
  const cancel = { reason: 'Cliente pediu' };
  return {
    deskGetBooking: idRoute(),
    deskConfirmBooking: idRoute(),
    deskArriveBooking: idRoute(),
    deskStartBooking: idRoute(),
    deskCompleteBooking: idRoute(),
    deskNoShowBooking: idRoute(),
    deskCancelBooking: [
      ...idRoute(cancel),
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { reason: '   ' }, status: 400 },
      { path: unknownId, payload: { reason: 'x'.repeat(201) }, status: 400 },
      {
        path: unknownId,
        payload: { ...cancel, refund: { kind: 'tudo', to: 'original' } },
        status: 400,
      },
      {
        path: unknownId,
        payload: { ...cancel, refund: { kind: 'full', to: 'banco' } },
        status: 400,
      },
      {
        path: unknownId,
        payload: { ...cancel, refund: { kind: 'partial', amountCents: 0, to: 'wallet' } },
        status: 400,
      },
    ],
    deskReceivePayment: [
      ...idRoute({ with: 'cash' }),
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { with: 'cheque' }, status: 400 },
      { path: unknownId, payload: { with: 'cash', givenCents: -1 }, status: 400 },
      { path: unknownId, payload: { with: 'cash', givenCents: 10.5 }, status: 400 },
    ],
  };
}
