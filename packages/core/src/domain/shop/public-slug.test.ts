import { describe, expect, it } from 'vitest';
import { isValidPublicSlug, slugFromName } from './public-slug.js';

describe('public slug', () => {
  it('derives a slug from a pt-BR name', () => {
    expect(slugFromName('Barbearia São João')).toBe('barbearia-sao-joao');
    expect(slugFromName('  Navalha & Cia. ')).toBe('navalha-cia');
    expect(slugFromName('Zé')).toBe('barbearia-ze');
    expect(slugFromName('!!!')).toBe('barbearia');
  });

  it('keeps a derived slug valid even for a very long name', () => {
    const slug = slugFromName('Barbearia '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(isValidPublicSlug(slug)).toBe(true);
  });

  it('accepts only lower-case letters, digits and single hyphens', () => {
    expect(isValidPublicSlug('navalha-centro')).toBe(true);
    expect(isValidPublicSlug('ab')).toBe(false);
    expect(isValidPublicSlug('Navalha')).toBe(false);
    expect(isValidPublicSlug('navalha--centro')).toBe(false);
    expect(isValidPublicSlug('-navalha')).toBe(false);
    expect(isValidPublicSlug('são-joão')).toBe(false);
    expect(isValidPublicSlug('a"><script>')).toBe(false);
  });
});
