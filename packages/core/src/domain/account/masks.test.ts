import { describe, expect, it } from 'vitest';
import { applyMask, maskDate, maskPhone, maskPostalCode } from './masks.js';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
  ])('formats %j as %j while typing', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it('ignores anything but digits, wherever it is', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('+55 a11 9876')).toBe('(55) 11987-6');
  });

  it('stops at 11 digits, 15 characters', () => {
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
    expect(maskPhone('9'.repeat(30))).toHaveLength(15);
  });

  it('lets a backspace over a separator remove it', () => {
    // The user deletes the "9" of "(11) 9": the field holds "(11) ", which masks back to "(11".
    expect(maskPhone('(11) ')).toBe('(11');
  });
});

describe('maskDate', () => {
  it('formats dd/mm/yyyy', () => expect(maskDate('01022000')).toBe('01/02/2000'));
  it('formats a partial date', () => expect(maskDate('0102')).toBe('01/02'));
  it('stops at 10 characters', () => expect(maskDate('0102200099')).toBe('01/02/2000'));
});

describe('maskPostalCode', () => {
  it('formats #####-###', () => expect(maskPostalCode('01310100')).toBe('01310-100'));
  it('stops at 9 characters', () => expect(maskPostalCode('013101009')).toBe('01310-100'));
});

describe('applyMask', () => {
  it('never writes a trailing separator', () => expect(applyMask('12', '##.##')).toBe('12'));
});
