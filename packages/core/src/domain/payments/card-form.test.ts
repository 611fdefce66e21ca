import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createCardFormSchema,
  formatExpiryInput,
  getInstallmentOptions,
  isCardFormNumberValid,
  validateCardExpiry,
} from './card-form.js';
import type { CardFormInput } from './card-form.js';

// 15 May 2026, 12:00 in São Paulo.
const now = new Date('2026-05-15T15:00:00Z');
const schema = createCardFormSchema(now);
const valid: CardFormInput = {
  cardNumber: '4235 6477 2802 5682',
  cardholderName: ' apro ',
  expiry: '11/30',
  cvv: '123',
  installments: 1,
  saveCard: false,
};

function messagesFor(input: Partial<CardFormInput>): Record<string, string[]> {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return messages;
}

describe('createCardFormSchema', () => {
  it('accepts a filled form, gives the number as digits and the holder in upper case', () => {
    expect(schema.parse(valid)).toEqual({
      cardNumber: '4235647728025682',
      cardholderName: 'APRO',
      expiry: '11/30',
      cvv: '123',
      installments: 1,
      saveCard: false,
    });
  });

  it('leaves the save-card checkbox optional', () => {
    const { saveCard: _saveCard, ...withoutSaveCard } = valid;
    expect(schema.safeParse(withoutSaveCard).success).toBe(true);
  });

  it("says 'Número do cartão inválido' for an empty, short, long or non-numeric number", () => {
    for (const cardNumber of [
      '',
      '4235 6477 2802 5',
      '4235 6477 2802 5682 1',
      '4235-6477-2802-56',
    ]) {
      expect(messagesFor({ cardNumber })).toEqual({ cardNumber: ['Número do cartão inválido'] });
    }
  });

  it('takes 14 to 16 digits', () => {
    expect(messagesFor({ cardNumber: '3056 9309 0259 04' })).toEqual({});
    expect(messagesFor({ cardNumber: '3753 6515 3556 885' })).toEqual({});
  });

  it("says 'Nome do titular é obrigatório' under 3 characters, blanks not counted", () => {
    expect(messagesFor({ cardholderName: '  ab  ' })).toEqual({
      cardholderName: ['Nome do titular é obrigatório'],
    });
    expect(messagesFor({ cardholderName: '' })).toEqual({
      cardholderName: ['Nome do titular é obrigatório'],
    });
  });

  it('reports each expiry problem with its own message', () => {
    expect(messagesFor({ expiry: '1/30' })).toEqual({ expiry: ['Data inválida'] });
    expect(messagesFor({ expiry: '11-30' })).toEqual({ expiry: ['Data inválida'] });
    expect(messagesFor({ expiry: '13/30' })).toEqual({ expiry: ['Mês inválido'] });
    expect(messagesFor({ expiry: '04/26' })).toEqual({ expiry: ['Cartão expirado'] });
  });

  it("says 'CVV inválido' unless the CVV is 3 or 4 digits", () => {
    for (const cvv of ['', '12', '12345', '12a']) {
      expect(messagesFor({ cvv })).toEqual({ cvv: ['CVV inválido'] });
    }
    expect(messagesFor({ cvv: '1234' })).toEqual({});
  });

  it('takes 1 to 12 whole installments', () => {
    expect(messagesFor({ installments: 12 })).toEqual({});
    for (const installments of [0, 13, 2.5]) {
      expect(messagesFor({ installments })).toEqual({
        installments: ['Número de parcelas inválido'],
      });
    }
  });

  it('reports every wrong field at once', () => {
    expect(
      Object.keys(messagesFor({ cardNumber: '', cardholderName: '', expiry: '', cvv: '' })),
    ).toEqual(['cardNumber', 'cardholderName', 'expiry', 'cvv']);
  });
});

describe('validateCardExpiry', () => {
  it('accepts the current month and reads the year as 2000 + YY', () => {
    expect(validateCardExpiry('05/26', now)).toEqual({ ok: true, month: 5, year: 2026 });
    expect(validateCardExpiry('01/99', now)).toEqual({ ok: true, month: 1, year: 2099 });
  });

  it('refuses the months before the current one', () => {
    expect(validateCardExpiry('04/26', now)).toEqual({ ok: false, message: 'Cartão expirado' });
    expect(validateCardExpiry('12/25', now)).toEqual({ ok: false, message: 'Cartão expirado' });
  });

  it('turns the month over at midnight in the given zone, not in UTC', () => {
    // 31 May 23:00 in São Paulo is already 1 June in UTC.
    const lastEvening = new Date('2026-06-01T02:00:00Z');
    expect(validateCardExpiry('05/26', lastEvening).ok).toBe(true);
    expect(validateCardExpiry('05/26', new Date('2026-06-01T03:00:00Z')).ok).toBe(false);
    expect(validateCardExpiry('05/26', lastEvening, 'UTC').ok).toBe(false);
  });

  it("says 'Mês inválido' for month 00 or above 12", () => {
    expect(validateCardExpiry('00/30', now)).toEqual({ ok: false, message: 'Mês inválido' });
    expect(validateCardExpiry('13/30', now)).toEqual({ ok: false, message: 'Mês inválido' });
  });

  it("says 'Data inválida' unless the value is exactly MM/YY", () => {
    for (const value of ['', '1130', '11/3', '11/300', 'ab/cd', ' 1/30']) {
      expect(validateCardExpiry(value, now)).toEqual({ ok: false, message: 'Data inválida' });
    }
  });
});

describe('isCardFormNumberValid', () => {
  it('counts digits, ignoring the blanks of the mask', () => {
    expect(isCardFormNumberValid('42356477280256')).toBe(true);
    expect(isCardFormNumberValid('4235647728025')).toBe(false);
  });
});

describe('formatExpiryInput', () => {
  it('adds the slash once the year is being typed', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('1229')).toBe('12/29');
  });

  it('keeps digits only and at most 5 characters', () => {
    expect(formatExpiryInput('12/299')).toBe('12/29');
    expect(formatExpiryInput('ab12c3')).toBe('12/3');
    expect(formatExpiryInput('12/')).toBe('12');
  });
});

describe('getInstallmentOptions', () => {
  it('labels 1x with (sem juros) and the others with the per-installment amount', () => {
    const options = getInstallmentOptions(4500);
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({
      count: 1,
      amountCents: 4500,
      firstAmountCents: 4500,
      label: '1x de R$\u00a045,00 (sem juros)',
    });
    expect(options[2]).toEqual({
      count: 3,
      amountCents: 1500,
      firstAmountCents: 1500,
      label: '3x de R$\u00a015,00',
    });
  });

  it('puts the leftover centavos on the first installment', () => {
    expect(getInstallmentOptions(10_000)[2]).toEqual({
      count: 3,
      amountCents: 3333,
      firstAmountCents: 3334,
      label: '3x de R$\u00a033,33',
    });
  });

  it('offers only 1x to a debit card', () => {
    expect(getInstallmentOptions(7317, 1).map((option) => option.count)).toEqual([1]);
  });

  it('never offers an installment of R$ 0,00', () => {
    expect(getInstallmentOptions(5).map((option) => option.count)).toEqual([1, 2, 3, 4, 5]);
    expect(getInstallmentOptions(0).map((option) => option.label)).toEqual([
      '1x de R$\u00a00,00 (sem juros)',
    ]);
  });

  it('rejects a negative or fractional total', () => {
    expect(() => getInstallmentOptions(-1)).toThrow(RangeError);
    expect(() => getInstallmentOptions(10.5)).toThrow(RangeError);
    expect(() => getInstallmentOptions(100, 0)).toThrow(RangeError);
  });

  it('always adds up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        for (const option of getInstallmentOptions(total)) {
          expect(option.firstAmountCents + option.amountCents * (option.count - 1)).toBe(total);
          expect(option.firstAmountCents - option.amountCents).toBeLessThan(option.count);
          if (total > 0) expect(option.amountCents).toBeGreaterThan(0);
        }
      }),
    );
  });
});
