import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCancellationRefund } from './cancellation-refund.js';
import { getDeskRefund, getDeskRefundSplit } from '../front-desk/desk-actions.js';
import { paymentMethods } from './payment-method.js';
import { getSplitRefund, spreadKept, sumPaid } from './refund-split.js';

const deposit = { method: 'PIX' as const, amountCents: 2000 };
const rest = { method: 'CREDIT_CARD' as const, amountCents: 3000 };

describe('a booking paid in parts gives its money back part by part', () => {
  it('keeps the fee from the deposit first', () => {
    expect(spreadKept([deposit, rest], 2500)).toEqual([2000, 500]);
    expect(spreadKept([deposit, rest], 1500)).toEqual([1500, 0]);
    expect(spreadKept([deposit, rest], 9000)).toEqual([2000, 3000]);
  });

  it('charges each part its own refund fee on what it returns', () => {
    const split = getSplitRefund([deposit, rest], 2500, true);
    expect(split.parts).toEqual([
      { refunded: 0, refundFee: 0, kept: 2000 },
      { refunded: 2425, refundFee: 75, kept: 500 },
    ]);
    expect(split.total).toEqual({ refunded: 2425, refundFee: 75, kept: 2500 });
  });

  it('returns everything of every part on a full refund', () => {
    expect(getDeskRefundSplit([deposit, rest], 2500, { kind: 'full' })?.total).toEqual({
      refunded: 5000,
      refundFee: 0,
      kept: 0,
    });
  });

  it('gives a typed amount back from the last part first', () => {
    const split = getDeskRefundSplit([deposit, rest], 2500, { kind: 'partial', amountCents: 3500 });
    expect(split?.parts.map((part) => part.refunded)).toEqual([500, 3000]);
    expect(getDeskRefundSplit([deposit, rest], 0, { kind: 'partial', amountCents: 5001 })).toBe(
      null,
    );
  });

  it('is the single payment’s figures when there is one part', () => {
    const method = fc.constantFrom(...paymentMethods);
    const cents = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(method, cents, cents, (m, paid, fee) => {
        const one = [{ method: m, amountCents: paid }];
        const client = getCancellationRefund({
          cause: 'client',
          method: m,
          paidCents: paid,
          cancellationFeeCents: fee,
        });
        expect(getSplitRefund(one, fee, true).total).toEqual({
          refunded: client.refunded,
          refundFee: client.refundFee,
          kept: client.cancellationFee,
        });
        const input = { method: m, paidCents: paid, policyFeeCents: fee };
        expect(getDeskRefundSplit(one, fee, { kind: 'policy' })?.total).toEqual(
          getDeskRefund(input, { kind: 'policy' }),
        );
      }),
    );
  });

  it('never gives back more than the parts brought in', () => {
    const part = fc.record({
      method: fc.constantFrom(...paymentMethods),
      amountCents: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 3 }),
        fc.integer({ min: 0, max: 200_000 }),
        (parts, kept) => {
          const split = getSplitRefund(parts, kept, true);
          split.parts.forEach((figures, index) => {
            expect(figures.refunded + figures.refundFee + figures.kept).toBe(
              parts[index]!.amountCents,
            );
            expect(figures.refunded).toBeGreaterThanOrEqual(0);
          });
          expect(split.total.kept).toBe(Math.min(kept, sumPaid(parts)));
        },
      ),
    );
  });
});
