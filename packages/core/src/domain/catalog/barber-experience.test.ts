import { describe, expect, it } from 'vitest';
import { getBarberExperienceLabel } from './barber-experience.js';

describe('getBarberExperienceLabel', () => {
  it("calls more than 100 appointments 'Experiente'", () => {
    expect(getBarberExperienceLabel(101)).toBe('Experiente');
    expect(getBarberExperienceLabel(1500)).toBe('Experiente');
  });

  it("calls 51 to 100 appointments 'Intermediário'", () => {
    expect(getBarberExperienceLabel(100)).toBe('Intermediário');
    expect(getBarberExperienceLabel(51)).toBe('Intermediário');
  });

  it("calls 50 or fewer, or an unknown count, 'Iniciante'", () => {
    expect(getBarberExperienceLabel(50)).toBe('Iniciante');
    expect(getBarberExperienceLabel(0)).toBe('Iniciante');
    expect(getBarberExperienceLabel(null)).toBe('Iniciante');
    expect(getBarberExperienceLabel(undefined)).toBe('Iniciante');
    expect(getBarberExperienceLabel(Number.NaN)).toBe('Iniciante');
  });
});
