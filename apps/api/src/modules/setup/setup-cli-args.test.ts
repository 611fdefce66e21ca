import { describe, expect, it } from 'vitest';
import {
  CliInputError,
  parseHoursFlag,
  parseServicesFlag,
  parseSetupCliArgs,
} from './setup-cli-args.js';

describe('parseHoursFlag', () => {
  it('spreads a span of days and keeps each break', () => {
    expect(parseHoursFlag('1-2=09:00-12:00,13:00-19:00;6=09:00-14:00')).toEqual([
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
      { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 2, startTime: '13:00', endTime: '19:00' },
      { dayOfWeek: 6, startTime: '09:00', endTime: '14:00' },
    ]);
  });

  it('proposes Monday to Saturday with lunch when absent', () => {
    expect(parseHoursFlag(undefined)).toHaveLength(12);
  });

  it('explains what it could not read', () => {
    expect(() => parseHoursFlag('7=09:00-12:00')).toThrow(CliInputError);
    expect(() => parseHoursFlag('1=9h-12h')).toThrow('--hours: horário inválido "9h-12h"');
  });
});

describe('parseServicesFlag', () => {
  it('reads name:price:minutes with a pt-BR price', () => {
    expect(parseServicesFlag('Corte:45,00:30;Barba:35.5:20')).toEqual([
      { name: 'Corte', price: 45, durationMinutes: 30 },
      { name: 'Barba', price: 35.5, durationMinutes: 20 },
    ]);
  });

  it('offers the starter list when absent', () => {
    expect(parseServicesFlag(undefined).map((service) => service.name)).toContain('Corte + barba');
  });

  it('refuses a service without its three parts', () => {
    expect(() => parseServicesFlag('Corte:45')).toThrow(CliInputError);
  });
});

describe('parseSetupCliArgs', () => {
  it('refuses an unknown option', () => {
    expect(() => parseSetupCliArgs(['--owner-passwd', 'x'])).toThrow();
    expect(parseSetupCliArgs(['--takes-bookings', '--shop-name', 'Barbearia'])).toMatchObject({
      'takes-bookings': true,
      'shop-name': 'Barbearia',
    });
  });
});
