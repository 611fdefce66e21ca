import { describe, expect, it } from 'vitest';
import { isWalkInEmail, phoneDigits, shownEmail, walkInEmail } from './walk-in.js';

describe('walk-in clients', () => {
  it('gives a walk-in without e-mail an undeliverable address unique by id', () => {
    const email = walkInEmail('0A1B-ID');
    expect(email).toBe('sem-email-0a1b-id@balcao.invalid');
    expect(isWalkInEmail(email)).toBe(true);
    expect(shownEmail(email)).toBeNull();
  });

  it('shows a real e-mail as it is', () => {
    expect(isWalkInEmail('ana@exemplo.com')).toBe(false);
    expect(shownEmail('ana@exemplo.com')).toBe('ana@exemplo.com');
  });

  it('searches phones by their digits', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
  });
});
