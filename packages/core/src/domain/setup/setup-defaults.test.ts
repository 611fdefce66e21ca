import { describe, expect, it } from 'vitest';
import {
  brazilianTimeZones,
  formatShopAddress,
  isBrazilianTimeZone,
  proposedWeek,
  starterServices,
} from './setup-defaults.js';

describe('proposedWeek', () => {
  it('opens Monday to Saturday 09:00–19:00 with a 12:00–13:00 break and closes on Sunday', () => {
    const week = proposedWeek();
    expect(week.some((period) => period.dayOfWeek === 0)).toBe(false);
    expect(week.filter((period) => period.dayOfWeek === 3)).toEqual([
      { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 3, startTime: '13:00', endTime: '19:00' },
    ]);
    expect(new Set(week.map((period) => period.dayOfWeek))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('gives a fresh copy each time, so an edit never changes the proposal', () => {
    const first = proposedWeek();
    first[0]!.startTime = '10:00';
    expect(proposedWeek()[0]!.startTime).toBe('09:00');
  });
});

describe('starterServices', () => {
  it('lists the six services a Brazilian barbershop recognises, priced above zero', () => {
    expect(starterServices.map((service) => service.name)).toEqual([
      'Corte',
      'Barba',
      'Corte + barba',
      'Sobrancelha',
      'Pigmentação',
      'Corte infantil',
    ]);
    for (const service of starterServices) {
      expect(service.priceCents).toBeGreaterThan(0);
      expect(service.durationMinutes).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('brazilianTimeZones', () => {
  it('starts with São Paulo and names only zones the runtime knows', () => {
    expect(brazilianTimeZones[0].id).toBe('America/Sao_Paulo');
    for (const zone of brazilianTimeZones) {
      expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: zone.id })).not.toThrow();
    }
    expect(isBrazilianTimeZone('America/Manaus')).toBe(true);
    expect(isBrazilianTimeZone('Europe/Lisbon')).toBe(false);
  });
});

describe('formatShopAddress', () => {
  it('joins the parts into one line, leaving out a missing complement', () => {
    const parts = {
      postalCode: '01304-001',
      street: 'Rua Augusta',
      houseNumber: '1200',
      complement: null,
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(formatShopAddress(parts)).toBe(
      'Rua Augusta, 1200 – Consolação, São Paulo – SP, 01304-001',
    );
    expect(formatShopAddress({ ...parts, complement: 'Loja 2' })).toBe(
      'Rua Augusta, 1200, Loja 2 – Consolação, São Paulo – SP, 01304-001',
    );
  });
});
