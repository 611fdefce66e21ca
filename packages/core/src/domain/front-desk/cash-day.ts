import type { CashMethod } from './cash-method.js';
import { cashMethods } from './cash-method.js';

/** A payment received on the day, already placed by `getCashMethod`; amounts in centavos. */
export interface CashDayReceipt {
  method: CashMethod;
  amountCents: number;
  barberId: string;
  barberName: string;
}

export interface CashDayTotals {
  received: { count: number; amountCents: number };
  /** Every method, in the screen's order, including those with nothing. */
  byMethod: { method: CashMethod; count: number; amountCents: number }[];
  /** Barbers with something received, by name. */
  byBarber: { barberId: string; name: string; count: number; amountCents: number }[];
  /** What the drawer should hold: the cash taken at the desk. */
  expectedCashCents: number;
}

/**
 * The day's cash totals (issue 17 §5) from its receipts: by method, by barber, and the cash the
 * drawer should hold. Cash refunds do not exist (refunds go back through the gateway or to the
 * wallet), so the expected cash is the cash received.
 */
export function summarizeCashDay(receipts: readonly CashDayReceipt[]): CashDayTotals {
  const methods = new Map<CashMethod, { count: number; amountCents: number }>(
    cashMethods.map((method) => [method, { count: 0, amountCents: 0 }]),
  );
  const barbers = new Map<string, { name: string; count: number; amountCents: number }>();
  let amountCents = 0;
  for (const receipt of receipts) {
    amountCents += receipt.amountCents;
    const method = methods.get(receipt.method);
    if (method) {
      method.count += 1;
      method.amountCents += receipt.amountCents;
    }
    const barber = barbers.get(receipt.barberId) ?? {
      name: receipt.barberName,
      count: 0,
      amountCents: 0,
    };
    barber.count += 1;
    barber.amountCents += receipt.amountCents;
    barbers.set(receipt.barberId, barber);
  }
  return {
    received: { count: receipts.length, amountCents },
    byMethod: cashMethods.map((method) => ({ method, ...methods.get(method)! })),
    byBarber: [...barbers]
      .map(([barberId, tally]) => ({ barberId, ...tally }))
      .sort(
        (a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.barberId.localeCompare(b.barberId),
      ),
    expectedCashCents: methods.get('CASH')!.amountCents,
  };
}
