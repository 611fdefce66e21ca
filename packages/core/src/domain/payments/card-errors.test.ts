import { describe, expect, it } from 'vitest';
import { getCardErrorMessage, getCardResultAction } from './card-errors.js';

describe('getCardErrorMessage', () => {
  it("says 'Saldo insuficiente no cartão' for insufficient_amount or saldo", () => {
    expect(getCardErrorMessage('cc_rejected_insufficient_amount')).toBe(
      'Saldo insuficiente no cartão',
    );
    expect(getCardErrorMessage('Saldo insuficiente.')).toBe('Saldo insuficiente no cartão');
  });

  it("says 'Cartão bloqueado ou desabilitado' for card_disabled or bloqueado", () => {
    expect(getCardErrorMessage('cc_rejected_card_disabled')).toBe(
      'Cartão bloqueado ou desabilitado',
    );
    expect(getCardErrorMessage('Cartão BLOQUEADO pelo emissor')).toBe(
      'Cartão bloqueado ou desabilitado',
    );
  });

  it('asks to check the data for invalid or inválido', () => {
    const message = 'Dados do cartão inválidos. Verifique as informações.';
    expect(getCardErrorMessage('invalid card_number')).toBe(message);
    expect(getCardErrorMessage('Código de segurança inválido')).toBe(message);
  });

  it('checks funds first, then blocking, then invalid data', () => {
    expect(getCardErrorMessage('invalid: insufficient_amount')).toBe(
      'Saldo insuficiente no cartão',
    );
    expect(getCardErrorMessage('cartão inválido e bloqueado')).toBe(
      'Cartão bloqueado ou desabilitado',
    );
  });

  it('shows any other server message as it came', () => {
    expect(getCardErrorMessage('Limite de tentativas atingido')).toBe(
      'Limite de tentativas atingido',
    );
  });

  it('falls back to a generic message when the server said nothing', () => {
    expect(getCardErrorMessage('')).toBe('Erro ao processar pagamento. Tente novamente.');
    expect(getCardErrorMessage(undefined)).toBe('Erro ao processar pagamento. Tente novamente.');
  });
});

describe('getCardResultAction', () => {
  it('confirms a paid or approved payment', () => {
    const success = {
      kind: 'success',
      message: 'Pagamento aprovado! Seu agendamento foi confirmado.',
    };
    expect(getCardResultAction('paid')).toEqual(success);
    expect(getCardResultAction('approved')).toEqual(success);
    expect(getCardResultAction('COMPLETED')).toEqual(success);
  });

  it('tells a pending payment is under review', () => {
    const pending = {
      kind: 'pending',
      message: 'Pagamento em análise. Você receberá uma confirmação em breve.',
    };
    expect(getCardResultAction('pending')).toEqual(pending);
    expect(getCardResultAction('in_process')).toEqual(pending);
    expect(getCardResultAction('PROCESSING')).toEqual(pending);
  });

  it("says 'Pagamento não foi aprovado' for any other status", () => {
    for (const status of ['rejected', 'FAILED', '', null]) {
      expect(getCardResultAction(status)).toEqual({
        kind: 'failure',
        message: 'Pagamento não foi aprovado',
      });
    }
  });

  it('explains a refusal by its reason when the server gives one', () => {
    expect(getCardResultAction('rejected', 'Saldo insuficiente no cartão')).toEqual({
      kind: 'failure',
      message: 'Saldo insuficiente no cartão',
    });
    expect(getCardResultAction('approved', 'Saldo insuficiente').kind).toBe('success');
  });
});
