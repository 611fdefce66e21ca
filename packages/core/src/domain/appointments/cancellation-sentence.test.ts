import { describe, expect, it } from 'vitest';
import { getCancellationTerms } from './cancellation-policy.js';
import { describeCancellationPolicy, describeRefundFee } from './cancellation-sentence.js';

const rules = {
  timeZone: 'America/Sao_Paulo',
  cancellationWindowHours: 24,
  cancellationFeePercent: 50,
};
// Saturday 28/11/2026 09:00 in São Paulo.
const startsAt = new Date('2026-11-28T12:00:00Z');

describe('describeCancellationPolicy', () => {
  it('names the free deadline on the shop clock and the fee after it', () => {
    expect(
      describeCancellationPolicy(rules, { startsAt, now: new Date('2026-11-26T18:00:00Z') }),
    ).toBe('Cancelamento grátis até sex., 27/11 às 09:00; depois, taxa de 50%');
  });

  it('says a booking made inside the window is already there (15:00 for 09:00 the next day)', () => {
    const now = new Date('2026-11-27T18:00:00Z'); // 15:00 the day before
    expect(describeCancellationPolicy(rules, { startsAt, now })).toBe(
      'Este horário já está dentro do prazo de cancelamento: cancelar tem taxa de 50%',
    );
    // What the sentence says is what a cancellation right away costs.
    expect(
      getCancellationTerms({
        startsAt,
        now,
        amountCents: 4500,
        freeWindowHours: 24,
        feePercent: 50,
      }),
    ).toMatchObject({ canCancelFree: false, cancellationFee: 2250 });
  });

  it('follows the shop rules, not the spec defaults', () => {
    const shop = { ...rules, cancellationWindowHours: 2, cancellationFeePercent: 30 };
    expect(
      describeCancellationPolicy(shop, { startsAt, now: new Date('2026-11-27T18:00:00Z') }),
    ).toBe('Cancelamento grátis até sáb., 28/11 às 07:00; depois, taxa de 30%');
    expect(
      describeCancellationPolicy(
        { ...rules, cancellationFeePercent: 0 },
        { startsAt, now: new Date('2026-11-28T11:00:00Z') },
      ),
    ).toBe('Cancelamento grátis até o horário marcado');
  });

  it('is free at the deadline itself, as the server decides', () => {
    expect(
      describeCancellationPolicy(rules, { startsAt, now: new Date('2026-11-27T12:00:00Z') }),
    ).toMatch(/^Cancelamento grátis até sex\., 27\/11 às 09:00/);
  });
});

describe('describeRefundFee', () => {
  it('names the refund fee a free cancellation keeps, in reais', () => {
    expect(describeRefundFee('CREDIT_CARD', 1833)).toBe(
      'No cancelamento, o estorno no cartão de crédito retém 3% (R$\u00a00,55).',
    );
    expect(describeRefundFee('WALLET', 4950)).toBe(
      'No cancelamento, a devolução à carteira retém 1% (R$\u00a00,50).',
    );
  });

  it('is silent when the method keeps nothing', () => {
    expect(describeRefundFee('PIX', 5000)).toBeNull();
    expect(describeRefundFee('CASH', 5000)).toBeNull();
  });
});
