import { describe, expect, it } from 'vitest';
import {
  getPhoneCallUrl,
  getWhatsAppShareUrl,
  getWhatsAppUrl,
  toBrazilianE164Digits,
} from './phone-links.js';

describe('toBrazilianE164Digits', () => {
  it('adds the country code to a national mobile or landline', () => {
    expect(toBrazilianE164Digits('(11) 98765-4321')).toBe('5511987654321');
    expect(toBrazilianE164Digits('(11) 3456-7890')).toBe('551134567890');
  });

  it('keeps a number that already has it', () => {
    expect(toBrazilianE164Digits('+55 (11) 98765-4321')).toBe('5511987654321');
  });

  it('gives up on anything else', () => {
    expect(toBrazilianE164Digits(null)).toBeNull();
    expect(toBrazilianE164Digits('')).toBeNull();
    expect(toBrazilianE164Digits('98765-4321')).toBeNull();
    expect(toBrazilianE164Digits('+1 212 555 0100 99')).toBeNull();
  });
});

describe('phone links', () => {
  it('dials with the international prefix', () => {
    expect(getPhoneCallUrl('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(getPhoneCallUrl('123')).toBeNull();
  });

  it('opens WhatsApp on the number, with an optional message', () => {
    expect(getWhatsAppUrl('(21) 99876-5432')).toBe('https://wa.me/5521998765432');
    expect(getWhatsAppUrl('(21) 99876-5432', 'Olá, Ana!')).toBe(
      'https://wa.me/5521998765432?text=Ol%C3%A1%2C%20Ana!',
    );
    expect(getWhatsAppUrl(undefined)).toBeNull();
  });
});

describe('getWhatsAppShareUrl', () => {
  it('writes to the number when it is one, else lets the sender pick the contact', () => {
    expect(getWhatsAppShareUrl('(11) 98765-4321', 'Seu convite: https://x.test/a?b=1&c')).toBe(
      'https://wa.me/5511987654321?text=Seu%20convite%3A%20https%3A%2F%2Fx.test%2Fa%3Fb%3D1%26c',
    );
    expect(getWhatsAppShareUrl(null, 'Olá')).toBe('https://wa.me/?text=Ol%C3%A1');
    expect(getWhatsAppShareUrl('123', 'Olá')).toBe('https://wa.me/?text=Ol%C3%A1');
  });
});
