import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, parsePixKey } from './pix-key.js';

describe('parsePixKey', () => {
  it('reads a CPF with or without its punctuation', () => {
    expect(parsePixKey('529.982.247-25')).toEqual({ type: 'cpf', key: '52998224725' });
    expect(parsePixKey('52998224725')).toEqual({ type: 'cpf', key: '52998224725' });
  });

  it('reads a CNPJ', () => {
    expect(parsePixKey('11.222.333/0001-81')).toEqual({ type: 'cnpj', key: '11222333000181' });
  });

  it('reads an e-mail in lower case', () => {
    expect(parsePixKey(' Pix@Navalha.dev ')).toEqual({ type: 'email', key: 'pix@navalha.dev' });
  });

  it('reads a phone with +55, mobile or landline', () => {
    expect(parsePixKey('+55 (11) 98765-4321')).toEqual({ type: 'phone', key: '+5511987654321' });
    expect(parsePixKey('+551134567890')).toEqual({ type: 'phone', key: '+551134567890' });
  });

  it('reads a random key', () => {
    expect(parsePixKey('6E617661-6C68-4100-8000-00000000F1C5')).toEqual({
      type: 'evp',
      key: '6e617661-6c68-4100-8000-00000000f1c5',
    });
  });

  it('refuses what is none of them', () => {
    for (const key of [
      '',
      '529.982.247-24', // wrong check digit
      '111.111.111-11',
      '11.222.333/0001-80',
      '+1 212 555 0100',
      '+5511',
      'pix@navalha',
      'chave qualquer',
      `${'a'.repeat(70)}@navalha.dev`,
    ]) {
      expect(parsePixKey(key), key).toBeNull();
    }
  });
});

describe('document check digits', () => {
  it('accepts real CPFs and CNPJs and refuses altered ones', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
  });
});
