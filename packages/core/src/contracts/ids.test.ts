import { describe, expect, it } from 'vitest';
import { isId } from './ids.js';

describe('isId', () => {
  it('takes an id in either case', () => {
    expect(isId('3f2a9c4e-1b7d-4e8a-9c3b-5d6e7f8a9b0c')).toBe(true);
    expect(isId('3F2A9C4E-1B7D-4E8A-9C3B-5D6E7F8A9B0C')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'demo',
      '3f2a9c4e-1b7d-4e8a-9c3b-5d6e7f8a9b0',
      '3f2a9c4e1b7d4e8a9c3b5d6e7f8a9b0c',
      "3f2a9c4e-1b7d-4e8a-9c3b-5d6e7f8a9b0c' or 1=1",
    ]) {
      expect(isId(value)).toBe(false);
    }
  });
});
