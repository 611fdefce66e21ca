import { describe, expect, it } from 'vitest';
import {
  addCardFormSchema,
  isWalletExpiryValid,
  minimalCardFormSchema,
  toExpiryDate,
} from './add-card-form.js';
import type { AddCardFormInput } from './add-card-form.js';

const valid: AddCardFormInput = {
  cardNumber: '4235 6477 2802 5682',
  methodType: 'credit_card',
  expiry: '11/30',
  cvv: '123',
  cardholderName: ' Maria Silva ',
};

function fieldsWithErrors(input: Record<string, unknown>): string[] {
  const result = addCardFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
}

describe('addCardFormSchema', () => {
  it('accepts a filled dialog and gives the number without blanks', () => {
    expect(addCardFormSchema.parse(valid)).toEqual({
      cardNumber: '4235647728025682',
      methodType: 'credit_card',
      expiry: '11/30',
      cvv: '123',
      cardholderName: 'Maria Silva',
    });
  });

  it('takes 13 to 16 digits once blanks are removed', () => {
    expect(fieldsWithErrors({ ...valid, cardNumber: '4222 2222 2222 2' })).toEqual([]);
    expect(fieldsWithErrors({ ...valid, cardNumber: '4222 2222 2222' })).toEqual(['cardNumber']);
    expect(fieldsWithErrors({ ...valid, cardNumber: '4235 6477 2802 5682 1' })).toEqual([
      'cardNumber',
    ]);
    expect(fieldsWithErrors({ ...valid, cardNumber: '4235-6477-2802-5682' })).toEqual([
      'cardNumber',
    ]);
  });

  it("says 'Número do cartão inválido' for a bad number", () => {
    const result = addCardFormSchema.safeParse({ ...valid, cardNumber: '1234' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Número do cartão inválido',
    ]);
  });

  it('takes an expiry MM/AA with month 01–12 and an optional slash', () => {
    expect(fieldsWithErrors({ ...valid, expiry: '0829' })).toEqual([]);
    for (const expiry of ['8/29', '00/29', '13/29', '08/2029', '08-29', '']) {
      expect(fieldsWithErrors({ ...valid, expiry })).toEqual(['expiry']);
    }
  });

  it('takes a CVV of 3 or 4 digits', () => {
    expect(fieldsWithErrors({ ...valid, cvv: '1234' })).toEqual([]);
    for (const cvv of ['12', '12345', '1a3']) {
      expect(fieldsWithErrors({ ...valid, cvv })).toEqual(['cvv']);
    }
  });

  it('takes only a credit or debit card type', () => {
    expect(fieldsWithErrors({ ...valid, methodType: 'debit_card' })).toEqual([]);
    expect(fieldsWithErrors({ ...valid, methodType: 'pix' })).toEqual(['methodType']);
  });

  it('requires every field', () => {
    expect(fieldsWithErrors({ cardholderName: '   ' })).toEqual([
      'cardNumber',
      'methodType',
      'expiry',
      'cvv',
      'cardholderName',
    ]);
  });
});

describe('toExpiryDate', () => {
  it('sends the first day of the month in year 20AA', () => {
    expect(toExpiryDate('08/29')).toBe('2029-08-01');
    expect(toExpiryDate('1230')).toBe('2030-12-01');
  });

  it('refuses what the form would refuse', () => {
    expect(() => toExpiryDate('13/29')).toThrow(RangeError);
    expect(isWalletExpiryValid('13/29')).toBe(false);
  });
});

describe('minimalCardFormSchema', () => {
  it("says 'Número do cartão inválido' under 13 digits", () => {
    const result = minimalCardFormSchema.safeParse({ cardNumber: '4222 2222 2222', expiry: '1' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Número do cartão inválido',
    ]);
    expect(
      minimalCardFormSchema.safeParse({ cardNumber: '4222 2222 2222 2', expiry: '1' }).success,
    ).toBe(true);
  });

  it("says 'Data de expiração inválida' when the expiry is missing", () => {
    const result = minimalCardFormSchema.safeParse({ cardNumber: '4222222222222', expiry: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Data de expiração inválida',
    ]);
  });
});
