import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EMAIL_PATTERN, loginEmailError, loginPasswordError } from './auth-rules.js';

const patternMessage =
  'A senha deve conter pelo menos 1 caractere especial, 1 letra maiúscula, 1 letra minúscula e 1 número';

describe('loginEmailError', () => {
  it.each([
    ['', 'Campo obrigatório'],
    ['   ', 'Campo obrigatório'],
    ['cliente', 'Email inválido'],
    ['cliente@', 'Email inválido'],
    ['cliente@navalha', 'Email inválido'],
  ])('refuses %j with %j', (email, message) => expect(loginEmailError(email)).toBe(message));

  it('takes an address as stored, whatever its spaces and capitals', () => {
    expect(loginEmailError('  Cliente@Navalha.DEV ')).toBeNull();
  });
});

describe('loginPasswordError', () => {
  it.each([
    ['', 'Campo obrigatório'],
    ['Ab1@', 'A senha deve ter no mínimo 5 caracteres'],
    ['Abcde1', patternMessage],
    ['abcde1@', patternMessage],
    ['ABCDE1@', patternMessage],
    ['Abcdef@', patternMessage],
    ['Abcde1@#', patternMessage],
    [`Ab1@${'a'.repeat(125)}`, patternMessage],
  ])('refuses %j with %j', (password, message) => {
    expect(loginPasswordError(password)).toBe(message);
  });

  it('takes the demo accounts’ passwords', () => {
    expect(loginPasswordError('Cliente@123')).toBeNull();
    expect(loginPasswordError(`Ab1@${'a'.repeat(124)}`)).toBeNull();
  });
});

describe('EMAIL_PATTERN', () => {
  it('accepts the addresses zod’s own pattern accepts, and only those', () => {
    const address = fc.stringMatching(/^[\w'+.@-]{0,8}@?[\w.-]{0,8}\.?[a-z]{0,3}$/);
    fc.assert(
      fc.property(address, (text) => {
        expect(EMAIL_PATTERN.test(text)).toBe(z.regexes.email.test(text));
      }),
      { numRuns: 2000 },
    );
    for (const text of ['a@b.co', "o'neil+x@mail.com.br", '.a@b.co', 'a@-b.co', 'a@b.c']) {
      expect(EMAIL_PATTERN.test(text)).toBe(z.regexes.email.test(text));
    }
  });
});
