import { describe, expect, it } from 'vitest';
import {
  describeRefundPart as describeWithNbsp,
  describeSingleRefundDestination,
} from './refund-destination.js';
import type { RefundPartQuote } from './refund-destination.js';

/** Intl puts a no-break space after 'R$'. */
const describeRefundPart = (part: RefundPartQuote) =>
  describeWithNbsp(part).replace(/\u00a0/g, ' ');

describe('describeRefundPart', () => {
  it('names an online part by its method', () => {
    expect(describeRefundPart({ method: 'PIX', destination: 'original', amountCents: 1000 })).toBe(
      'R$ 10,00 por PIX, na conta que pagou, em até 1 dia útil',
    );
    expect(
      describeRefundPart({ method: 'CREDIT_CARD', destination: 'original', amountCents: 2425 }),
    ).toBe('R$ 24,25 no cartão de crédito, na fatura atual ou na próxima');
  });

  it('says that the rest paid at the shop comes back as credit at that shop', () => {
    expect(describeRefundPart({ method: 'CASH', destination: 'wallet', amountCents: 3000 })).toBe(
      'R$ 30,00 em crédito na sua carteira desta barbearia (o valor pago na barbearia)',
    );
  });

  it('names a wallet payment and cash the shop hands back', () => {
    expect(describeRefundPart({ method: 'WALLET', destination: 'wallet', amountCents: 500 })).toBe(
      'R$ 5,00 na carteira, na hora',
    );
    expect(describeRefundPart({ method: 'CASH', destination: 'shop', amountCents: 4500 })).toBe(
      'R$ 45,00 devolvidos pela barbearia',
    );
  });
});

describe('describeSingleRefundDestination', () => {
  it('follows the destination, not only the method', () => {
    expect(
      describeSingleRefundDestination({ method: 'PIX', destination: 'original', amountCents: 1 }),
    ).toBe('por PIX, na conta que pagou, em até 1 dia útil');
    expect(
      describeSingleRefundDestination({ method: 'CASH', destination: 'wallet', amountCents: 1 }),
    ).toBe('em crédito na sua carteira desta barbearia');
    expect(
      describeSingleRefundDestination({ method: 'CASH', destination: 'shop', amountCents: 1 }),
    ).toBeNull();
  });
});
