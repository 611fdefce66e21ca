import { describe, expect, it } from 'vitest';
import { getAvatarColor, getInitials, INITIALS_AVATAR_PALETTE } from './initials-avatar.js';

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials({ name: 'Ana Paula Souza' })).toBe('AS');
  });
  it('takes one letter from a single name', () => expect(getInitials({ name: 'joão' })).toBe('J'));
  it('keeps accented letters', () => expect(getInitials({ name: 'Élio Ávila' })).toBe('ÉÁ'));
  it('falls back to the e-mail before the @', () => {
    expect(getInitials({ name: '  ', email: 'carla.dias@navalha.dev' })).toBe('CD');
  });
  it("falls back to '?'", () => expect(getInitials({})).toBe('?'));
});

describe('getAvatarColor', () => {
  it('picks a palette colour by the sum of the characters', () => {
    const sum = [...'Ana'].reduce((total, char) => total + char.charCodeAt(0), 0);
    expect(getAvatarColor({ name: 'Ana' })).toBe(
      INITIALS_AVATAR_PALETTE[sum % INITIALS_AVATAR_PALETTE.length],
    );
  });
  it('is stable for the same name', () => {
    expect(getAvatarColor({ name: 'Bruno' })).toBe(getAvatarColor({ name: 'Bruno' }));
  });
  it('uses between 3 and 10 colours', () => {
    expect(INITIALS_AVATAR_PALETTE.length).toBeGreaterThanOrEqual(3);
    expect(INITIALS_AVATAR_PALETTE.length).toBeLessThanOrEqual(10);
  });
});
