import { describe, expect, it } from 'vitest';
import { getServiceIconKey } from './service-icon.js';

describe('getServiceIconKey', () => {
  it.each([
    ['Corte de cabelo', 'haircut'],
    ['Corte masculino', 'haircut'],
    ['Lavagem de cabelo', 'haircut'],
    ['Barba completa', 'beard'],
    ['Design de sobrancelha', 'eyebrow'],
    ['Corte infantil', 'kids'],
    ['Corte para criança', 'kids'],
    ['Reflexo', 'reflex'],
    ['Pigmentação', 'pigmentation'],
    ['Corte na tesoura', 'scissors'],
    ['Corte na máquina', 'clipper'],
  ] as const)('matches %s to %s', (name, icon) => {
    expect(getServiceIconKey(name)).toBe(icon);
  });

  it('ignores case and accents', () => {
    expect(getServiceIconKey('CRIANÇA')).toBe('kids');
    expect(getServiceIconKey('crianca')).toBe('kids');
    expect(getServiceIconKey('Maquina 1')).toBe('clipper');
    expect(getServiceIconKey('PIGMENTACAO')).toBe('pigmentation');
    expect(getServiceIconKey('BARBA')).toBe('beard');
  });

  it('prefers the more specific keyword when a name has two', () => {
    expect(getServiceIconKey('Pigmentação de barba')).toBe('pigmentation');
    expect(getServiceIconKey('Corte + barba')).toBe('haircut');
    expect(getServiceIconKey('Barba e sobrancelha')).toBe('beard');
    expect(getServiceIconKey('Corte infantil na tesoura')).toBe('kids');
    expect(getServiceIconKey('Reflexo + corte na máquina')).toBe('reflex');
  });

  it("falls back to 'default'", () => {
    expect(getServiceIconKey('Hidratação')).toBe('default');
    expect(getServiceIconKey('')).toBe('default');
    expect(getServiceIconKey(null)).toBe('default');
  });
});
