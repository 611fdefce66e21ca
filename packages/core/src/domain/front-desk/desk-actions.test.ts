import { describe, expect, it } from 'vitest';
import {
  deskCancellationReasons,
  getCashChange,
  getDeskRefund,
  getNoShowFee,
  getNoShowRefund,
  isRefundBeyondPolicy,
  mayRefundBeyondPolicy,
  parseBrlInput,
} from './desk-actions.js';

describe('getNoShowFee', () => {
  it('is a percent of the value, none by default (0%)', () => {
    expect(getNoShowFee(6000, 0)).toBe(0);
    expect(getNoShowFee(6000, 50)).toBe(3000);
    expect(getNoShowFee(4999, 50)).toBe(2500);
    expect(getNoShowFee(6000, 100)).toBe(6000);
  });

  it('refuses a percent outside 0–100 or a negative value', () => {
    expect(() => getNoShowFee(6000, 101)).toThrow(RangeError);
    expect(() => getNoShowFee(-1, 10)).toThrow(RangeError);
  });
});

describe('getNoShowRefund', () => {
  it('keeps the fee and gives back the rest, never more than was paid', () => {
    expect(getNoShowRefund(6000, 0)).toEqual({ refunded: 6000, refundFee: 0, kept: 0 });
    expect(getNoShowRefund(6000, 1500)).toEqual({ refunded: 4500, refundFee: 0, kept: 1500 });
    expect(getNoShowRefund(1000, 1500)).toEqual({ refunded: 0, refundFee: 0, kept: 1000 });
  });
});

describe('getCashChange', () => {
  it("is what was handed over less what is due ('Troco')", () => {
    expect(getCashChange(4500, 5000)).toBe(500);
    expect(getCashChange(4500, 4500)).toBe(0);
  });

  it('is null when the money does not cover what is due', () => {
    expect(getCashChange(4500, 4499)).toBeNull();
    expect(getCashChange(4500, 4600.5)).toBeNull();
  });
});

describe('getDeskRefund', () => {
  const pix = { method: 'PIX' as const, paidCents: 6000, policyFeeCents: 3000 };

  it("'policy' returns what the client's own cancellation would", () => {
    expect(getDeskRefund(pix, { kind: 'policy' })).toEqual({
      refunded: 3000,
      refundFee: 0,
      kept: 3000,
    });
    // A card keeps its refund fee on what goes back (spec §9: credit 3%).
    expect(getDeskRefund({ ...pix, method: 'CREDIT_CARD' }, { kind: 'policy' })).toEqual({
      refunded: 2910,
      refundFee: 90,
      kept: 3000,
    });
  });

  it("'full' returns everything; 'partial' the typed amount", () => {
    expect(getDeskRefund(pix, { kind: 'full' })).toEqual({ refunded: 6000, refundFee: 0, kept: 0 });
    expect(getDeskRefund(pix, { kind: 'partial', amountCents: 2000 })).toEqual({
      refunded: 2000,
      refundFee: 0,
      kept: 4000,
    });
  });

  it('refuses a partial amount of nothing or above what was paid', () => {
    expect(getDeskRefund(pix, { kind: 'partial', amountCents: 0 })).toBeNull();
    expect(getDeskRefund(pix, { kind: 'partial', amountCents: 6001 })).toBeNull();
  });
});

describe('refunds beyond the policy', () => {
  const pix = { method: 'PIX' as const, paidCents: 6000, policyFeeCents: 3000 };

  it('are what returns more than the policy', () => {
    const full = getDeskRefund(pix, { kind: 'full' });
    const small = getDeskRefund(pix, { kind: 'partial', amountCents: 1000 });
    expect(full && isRefundBeyondPolicy(pix, full)).toBe(true);
    expect(small && isRefundBeyondPolicy(pix, small)).toBe(false);
  });

  it('are for the owner and admins, not the reception', () => {
    expect(mayRefundBeyondPolicy('OWNER')).toBe(true);
    expect(mayRefundBeyondPolicy('ADMIN')).toBe(true);
    expect(mayRefundBeyondPolicy('RECEPTION')).toBe(false);
    expect(mayRefundBeyondPolicy('BARBER')).toBe(false);
  });
});

describe('deskCancellationReasons', () => {
  it("offers 'Cliente pediu' first", () => {
    expect(deskCancellationReasons[0]).toBe('Cliente pediu');
  });
});

describe('parseBrlInput', () => {
  it('reads reais as typed at the desk', () => {
    expect(parseBrlInput('50')).toBe(5000);
    expect(parseBrlInput('50,5')).toBe(5050);
    expect(parseBrlInput('R$ 1.234,56')).toBe(123456);
    expect(parseBrlInput('0,01')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    expect(parseBrlInput('')).toBeNull();
    expect(parseBrlInput('-5')).toBeNull();
    expect(parseBrlInput('12,345')).toBeNull();
    expect(parseBrlInput('doze')).toBeNull();
  });
});
