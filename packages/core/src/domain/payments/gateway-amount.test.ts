import { describe, expect, it } from 'vitest';
import { findGatewayAmountMismatch } from './gateway-amount.js';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('findGatewayAmountMismatch', () => {
  it('accepts the exact amount in reais', () => {
    expect(findGatewayAmountMismatch(4500, { amountCents: 4500, currency: 'BRL' })).toBeNull();
  });

  it('names what came and what was expected when the amount differs', () => {
    expect(findGatewayAmountMismatch(4500, { amountCents: 1, currency: 'BRL' })).toBe(
      `Pagamento em revisão: valor recebido ${nbsp('R$ 0,01')}, esperado ${nbsp('R$ 45,00')}.`,
    );
    expect(findGatewayAmountMismatch(4500, { amountCents: 4501, currency: 'BRL' })).not.toBeNull();
  });

  it('refuses another currency, even with the same number', () => {
    expect(findGatewayAmountMismatch(4500, { amountCents: 4500, currency: 'USD' })).toContain(
      'moeda recebida USD',
    );
  });

  it('refuses an unknown amount or currency', () => {
    expect(findGatewayAmountMismatch(4500, { amountCents: null, currency: 'BRL' })).toContain(
      'valor recebido desconhecido',
    );
    expect(findGatewayAmountMismatch(4500, { amountCents: 4500, currency: null })).toContain(
      'moeda recebida desconhecida',
    );
  });
});
