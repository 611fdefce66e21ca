import { describe, expect, it } from 'vitest';
import { completePostalCode, formatPostalCode, postalCodeDigits } from './postal-code.js';

describe('completePostalCode', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    ['01.310-100', '01310100'],
    [' 01310 100 ', '01310100'],
  ])('reads %j as %j', (typed, digits) => expect(completePostalCode(typed)).toBe(digits));

  it.each(['', '0131', '01310-10', '013101000', '01310-10a', 'abcde-fgh'])(
    'is null for %j',
    (typed) => expect(completePostalCode(typed)).toBeNull(),
  );
});

describe('postalCodeDigits', () => {
  it('keeps the digits only', () => expect(postalCodeDigits('01310-1')).toBe('013101'));
});

describe('formatPostalCode', () => {
  it('writes #####-###', () => expect(formatPostalCode('01310100')).toBe('01310-100'));
});
