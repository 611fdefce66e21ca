import { describe, expect, it } from 'vitest';
import { getCardErrorMessage } from './card-errors.js';
import {
  getRejectionReason,
  isMercadoPagoStatus,
  mapMercadoPagoStatus,
  mercadoPagoStatuses,
  rejectionReasons,
} from './gateway-status.js';

describe('mapMercadoPagoStatus', () => {
  it('completes an approved payment', () => {
    expect(mapMercadoPagoStatus('approved', 'accredited')).toEqual({
      status: 'COMPLETED',
      failureReason: null,
    });
  });

  it('keeps a payment awaiting the payer PENDING', () => {
    expect(mapMercadoPagoStatus('pending', 'pending_waiting_transfer')).toEqual({
      status: 'PENDING',
      failureReason: null,
    });
  });

  it('shows a payment under review or authorized as PROCESSING', () => {
    expect(mapMercadoPagoStatus('in_process', 'pending_contingency').status).toBe('PROCESSING');
    expect(mapMercadoPagoStatus('authorized').status).toBe('PROCESSING');
  });

  it('fails a rejected payment with the pt-BR reason of its detail', () => {
    expect(mapMercadoPagoStatus('rejected', 'cc_rejected_insufficient_amount')).toEqual({
      status: 'FAILED',
      failureReason: 'Saldo insuficiente no cartão',
    });
    expect(mapMercadoPagoStatus('rejected', 'cc_rejected_bad_filled_security_code')).toEqual({
      status: 'FAILED',
      failureReason: 'Código de segurança (CVV) inválido.',
    });
  });

  it('gives a generic reason to a rejection it cannot explain', () => {
    const generic = 'Pagamento recusado. Tente outro cartão ou meio de pagamento.';
    expect(mapMercadoPagoStatus('rejected', 'cc_rejected_something_new').failureReason).toBe(
      generic,
    );
    expect(mapMercadoPagoStatus('rejected').failureReason).toBe(generic);
    expect(mapMercadoPagoStatus('rejected', 'toString').failureReason).toBe(generic);
  });

  it('cancels a cancelled payment, saying when it expired', () => {
    expect(mapMercadoPagoStatus('cancelled', 'expired')).toEqual({
      status: 'CANCELLED',
      failureReason: 'O prazo para pagamento expirou.',
    });
    expect(mapMercadoPagoStatus('cancelled').failureReason).toBe('Pagamento cancelado.');
  });

  it('counts refunds and chargebacks as REFUNDED and a dispute as still paid', () => {
    expect(mapMercadoPagoStatus('refunded').status).toBe('REFUNDED');
    expect(mapMercadoPagoStatus('charged_back').status).toBe('REFUNDED');
    expect(mapMercadoPagoStatus('refunded').failureReason).toBe(
      'Pagamento estornado pelo meio de pagamento.',
    );
    expect(mapMercadoPagoStatus('charged_back').failureReason).toContain('chargeback');
    expect(mapMercadoPagoStatus('in_mediation').status).toBe('COMPLETED');
  });

  it('never confirms a status it does not know', () => {
    for (const status of ['paid', 'success', '', null, undefined]) {
      expect(mapMercadoPagoStatus(status)).toEqual({ status: 'PENDING', failureReason: null });
    }
  });

  it('ignores case and blanks', () => {
    expect(mapMercadoPagoStatus(' APPROVED ').status).toBe('COMPLETED');
    expect(mapMercadoPagoStatus('Rejected', 'CC_REJECTED_CARD_DISABLED').failureReason).toBe(
      rejectionReasons.cc_rejected_card_disabled,
    );
  });

  it('knows every documented status', () => {
    expect(mercadoPagoStatuses.every(isMercadoPagoStatus)).toBe(true);
    expect(isMercadoPagoStatus('APPROVED')).toBe(false);
  });
});

describe('getRejectionReason', () => {
  it('keeps the words that make the card page show the spec’s card messages', () => {
    expect(getCardErrorMessage(getRejectionReason('cc_rejected_insufficient_amount'))).toBe(
      'Saldo insuficiente no cartão',
    );
    expect(getCardErrorMessage(getRejectionReason('cc_rejected_card_disabled'))).toBe(
      'Cartão bloqueado ou desabilitado',
    );
    expect(getCardErrorMessage(getRejectionReason('cc_rejected_bad_filled_other'))).toBe(
      'Dados do cartão inválidos. Verifique as informações.',
    );
  });

  it('explains each common card refusal in pt-BR', () => {
    expect(getRejectionReason('cc_rejected_bad_filled_date')).toBe(
      'Data de validade do cartão inválida.',
    );
    expect(getRejectionReason('cc_rejected_call_for_authorize')).toMatch(/autorize/);
    expect(getRejectionReason('cc_rejected_high_risk')).toMatch(/segurança/);
    expect(getRejectionReason('cc_rejected_other_reason')).toBe(
      'O emissor do cartão recusou o pagamento.',
    );
  });
});
