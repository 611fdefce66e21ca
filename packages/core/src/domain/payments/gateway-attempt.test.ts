import { describe, expect, it } from 'vitest';
import { isAttemptInFlight, planGatewayAttemptStep } from './gateway-attempt.js';

const now = new Date('2026-05-04T13:00:00Z');
const attempt = { amountCents: 4500 };

describe('gateway attempt', () => {
  it('pays an approval of the exact amount in reais, from any status before COMPLETED', () => {
    const step = planGatewayAttemptStep(
      attempt,
      { status: 'COMPLETED', failureReason: null, amountCents: 4500, currency: 'BRL' },
      now,
    );
    expect(step).toEqual({
      kind: 'move',
      to: 'COMPLETED',
      from: ['PENDING', 'PROCESSING', 'CANCELLED'],
      changes: { paidAt: now, failureReason: null },
    });
  });

  it('flags an approval of another amount or currency instead of paying', () => {
    expect(
      planGatewayAttemptStep(
        attempt,
        { status: 'COMPLETED', failureReason: null, amountCents: 1, currency: 'BRL' },
        now,
      ),
    ).toEqual({
      kind: 'flag',
      reason: expect.stringMatching(
        /^Pagamento em revisão: valor recebido R\$\s0,01, esperado R\$\s45,00\.$/,
      ),
    });
    expect(
      planGatewayAttemptStep(
        attempt,
        { status: 'COMPLETED', failureReason: null, amountCents: 4500, currency: 'USD' },
        now,
      ).kind,
    ).toBe('flag');
  });

  it('trusts an approval that says no amount (the shop confirming cash)', () => {
    expect(
      planGatewayAttemptStep(attempt, { status: 'COMPLETED', failureReason: null }, now).kind,
    ).toBe('move');
  });

  it('keeps the reason of a failure or cancellation and the transaction id', () => {
    const step = planGatewayAttemptStep(
      attempt,
      { status: 'FAILED', failureReason: 'Saldo insuficiente no cartão', transactionId: 'tx-1' },
      now,
    );
    expect(step).toMatchObject({
      kind: 'move',
      to: 'FAILED',
      changes: { failureReason: 'Saldo insuficiente no cartão', transactionId: 'tx-1' },
    });
    expect(step.kind === 'move' && step.from).not.toContain('COMPLETED');
  });

  it('is in flight only while PENDING without its gateway answer', () => {
    expect(isAttemptInFlight({ submittedAt: null, status: 'PENDING' })).toBe(true);
    expect(isAttemptInFlight({ submittedAt: now, status: 'PENDING' })).toBe(false);
    expect(isAttemptInFlight({ submittedAt: null, status: 'FAILED' })).toBe(false);
  });
});
