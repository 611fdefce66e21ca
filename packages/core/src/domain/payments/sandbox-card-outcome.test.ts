import { describe, expect, it } from 'vitest';
import { mapMercadoPagoStatus } from './gateway-status.js';
import {
  getSandboxCardOutcome,
  isSandboxCardholderCode,
  sandboxCardholderCodes,
} from './sandbox-card-outcome.js';

describe('getSandboxCardOutcome', () => {
  it('answers each test cardholder name as Mercado Pago’s sandbox does', () => {
    const ours = (name: string) => {
      const outcome = getSandboxCardOutcome(name);
      return mapMercadoPagoStatus(outcome.status, outcome.statusDetail);
    };
    expect(ours('APRO')).toEqual({ status: 'COMPLETED', failureReason: null });
    expect(ours('CONT')).toEqual({ status: 'PROCESSING', failureReason: null });
    expect(ours('OTHE')).toEqual({
      status: 'FAILED',
      failureReason: 'O emissor do cartão recusou o pagamento.',
    });
    expect(ours('FUND')).toEqual({
      status: 'FAILED',
      failureReason: 'Saldo insuficiente no cartão',
    });
    expect(ours('SECU').failureReason).toBe('Código de segurança (CVV) inválido.');
    expect(ours('EXPI').failureReason).toBe('Data de validade do cartão inválida.');
    expect(ours('FORM').failureReason).toBe('Dados do cartão inválidos. Verifique as informações.');
  });

  it('gives every code a status_detail that has its own reason', () => {
    for (const code of sandboxCardholderCodes.filter((name) => !['APRO', 'CONT'].includes(name))) {
      const outcome = getSandboxCardOutcome(code);
      expect(outcome.status).toBe('rejected');
      expect(mapMercadoPagoStatus(outcome.status, outcome.statusDetail).failureReason).not.toBe(
        'Pagamento recusado. Tente outro cartão ou meio de pagamento.',
      );
    }
  });

  it('ignores case and surrounding blanks', () => {
    expect(getSandboxCardOutcome(' fund ')).toEqual(getSandboxCardOutcome('FUND'));
    expect(isSandboxCardholderCode('secu')).toBe(true);
  });

  it('approves any other name', () => {
    expect(getSandboxCardOutcome('MARIA SILVA')).toEqual({
      status: 'approved',
      statusDetail: 'accredited',
    });
    expect(isSandboxCardholderCode('FUND SILVA')).toBe(false);
    expect(isSandboxCardholderCode('toString')).toBe(false);
  });
});
