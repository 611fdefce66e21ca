import { describe, expect, it } from 'vitest';
import { getGreetingName } from './display-name.js';

describe('getGreetingName', () => {
  it('greets by first name', () =>
    expect(getGreetingName({ name: 'Carlos Alberto' })).toBe('Carlos'));
  it('falls back to the e-mail before the @', () => {
    expect(getGreetingName({ name: ' ', email: 'maria@navalha.dev' })).toBe('maria');
  });
  it("falls back to 'Usuário'", () => {
    expect(getGreetingName(null)).toBe('Usuário');
    expect(getGreetingName({ name: '', email: '' })).toBe('Usuário');
  });
});
