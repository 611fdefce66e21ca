import { describe, expect, it } from 'vitest';
import { pickWeeklyPromotions } from './weekly-promotions.js';

const service = (name: string, price: number, promotionalPrice: number | null = null) => ({
  name,
  price,
  promotionalPrice,
});

describe('pickWeeklyPromotions', () => {
  it('keeps only services whose promotional price is lower than the price', () => {
    const services = [
      service('Corte', 5000),
      service('Barba', 4000, 3500),
      service('Sobrancelha', 2000, 2000),
      service('Reflexo', 12000, 15000),
      service('Pigmentação', 4500, 3990),
    ];
    expect(pickWeeklyPromotions(services).map((s) => s.name)).toEqual(['Barba', 'Pigmentação']);
  });

  it('shows at most 5 promotions, in the given order', () => {
    const services = Array.from({ length: 8 }, (_, i) => service(`S${i}`, 5000, 4000));
    expect(pickWeeklyPromotions(services).map((s) => s.name)).toEqual([
      'S0',
      'S1',
      'S2',
      'S3',
      'S4',
    ]);
  });

  it('falls back to the first services when none is on promotion, still at most 5', () => {
    const services = Array.from({ length: 9 }, (_, i) => service(`S${i}`, 5000));
    expect(pickWeeklyPromotions(services).map((s) => s.name)).toEqual([
      'S0',
      'S1',
      'S2',
      'S3',
      'S4',
    ]);
    expect(pickWeeklyPromotions(services.slice(0, 2))).toHaveLength(2);
  });

  it('gives nothing for no services, and leaves its input alone', () => {
    expect(pickWeeklyPromotions([])).toEqual([]);
    const services = Object.freeze([service('Barba', 4000, 3500), service('Corte', 5000)]);
    pickWeeklyPromotions(services);
    expect(services.map((s) => s.name)).toEqual(['Barba', 'Corte']);
  });
});
