import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRefundDestination, getCancellationRefund } from './cancellation-refund.js';
import { paymentMethods } from './payment-method.js';

describe('getCancellationRefund', () => {
  it('computes the worked example of the JSDoc', () => {
    expect(
      getCancellationRefund({
        cause: 'client',
        method: 'CREDIT_CARD',
        paidCents: 4878,
        cancellationFeeCents: 2439,
      }),
    ).toEqual({ cancellationFee: 2439, refundFee: 73, refunded: 2366 });
    expect(
      getCancellationRefund({ cause: 'shop', method: 'CREDIT_CARD', paidCents: 4878 }),
    ).toEqual({ cancellationFee: 0, refundFee: 0, refunded: 4878 });
  });

  it("keeps each method's refund fee on a free cancellation by the client", () => {
    const kept = (method: (typeof paymentMethods)[number]) =>
      getCancellationRefund({ cause: 'client', method, paidCents: 10_000, cancellationFeeCents: 0 })
        .refundFee;
    expect(kept('CREDIT_CARD')).toBe(300);
    expect(kept('DEBIT_CARD')).toBe(200);
    expect(kept('PIX')).toBe(0);
    expect(kept('WALLET')).toBe(100);
    expect(kept('CASH')).toBe(0);
  });

  it('gives everything back for money that arrived late', () => {
    expect(
      getCancellationRefund({
        cause: 'late',
        method: 'DEBIT_CARD',
        paidCents: 4635,
        cancellationFeeCents: 2318,
      }),
    ).toEqual({ cancellationFee: 0, refundFee: 0, refunded: 4635 });
  });

  it('never keeps more than was paid', () => {
    expect(
      getCancellationRefund({
        cause: 'client',
        method: 'PIX',
        paidCents: 1000,
        cancellationFeeCents: 5000,
      }),
    ).toEqual({ cancellationFee: 1000, refundFee: 0, refunded: 0 });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => getCancellationRefund({ cause: 'shop', method: 'PIX', paidCents: -1 })).toThrow(
      RangeError,
    );
    expect(() =>
      getCancellationRefund({
        cause: 'client',
        method: 'PIX',
        paidCents: 100,
        cancellationFeeCents: 1.5,
      }),
    ).toThrow(RangeError);
  });

  it('always adds up to what was paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...paymentMethods),
        fc.constantFrom('client' as const, 'shop' as const, 'late' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (method, cause, paidCents, cancellationFeeCents) => {
          const refund = getCancellationRefund({ cause, method, paidCents, cancellationFeeCents });
          expect(refund.cancellationFee + refund.refundFee + refund.refunded).toBe(paidCents);
          expect(refund.refunded).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('describeRefundDestination', () => {
  it('says where and when each method gets its money back', () => {
    expect(describeRefundDestination('WALLET')).toBe('na carteira, na hora');
    expect(describeRefundDestination('CREDIT_CARD')).toMatch(/^no cartão de crédito, na fatura/);
    expect(describeRefundDestination('PIX')).toMatch(/^por PIX/);
    expect(describeRefundDestination('CASH')).toBeNull();
  });
});
