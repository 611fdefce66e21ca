import { describe, expect, it } from 'vitest';
import { getRoleHome, hasBarberArea, isFrontDesk } from './roles.js';

describe('getRoleHome', () => {
  it('sends a barber to /barber', () => expect(getRoleHome('BARBER')).toBe('/barber'));
  it('sends admins and owners to /admin', () => {
    expect(getRoleHome('ADMIN')).toBe('/admin');
    expect(getRoleHome('OWNER')).toBe('/admin');
  });
  it('sends the reception to the agenda, not the dashboard', () => {
    expect(getRoleHome('RECEPTION')).toBe('/admin/agenda');
  });
  it("sends the platform's operator to /plataforma", () => {
    expect(getRoleHome('OPERATOR')).toBe('/plataforma');
  });
  it('sends a client and any other role to /', () => {
    expect(getRoleHome('CLIENT')).toBe('/');
    expect(getRoleHome('SOMETHING_ELSE')).toBe('/');
  });
});

describe('hasBarberArea', () => {
  it('opens the barber area to barbers and to managers who take bookings', () => {
    expect(hasBarberArea({ role: 'BARBER' })).toBe(true);
    expect(hasBarberArea({ role: 'OWNER', takesBookings: true })).toBe(true);
    expect(hasBarberArea({ role: 'ADMIN', takesBookings: true })).toBe(true);
  });
  it('keeps it closed to other managers and to clients', () => {
    expect(hasBarberArea({ role: 'OWNER' })).toBe(false);
    expect(hasBarberArea({ role: 'ADMIN', takesBookings: false })).toBe(false);
    expect(hasBarberArea({ role: 'CLIENT', takesBookings: true })).toBe(false);
  });
});

describe('isFrontDesk', () => {
  it('admits the shop managers and the reception', () => {
    expect(isFrontDesk('OWNER')).toBe(true);
    expect(isFrontDesk('ADMIN')).toBe(true);
    expect(isFrontDesk('RECEPTION')).toBe(true);
  });
  it('keeps barbers and clients out', () => {
    expect(isFrontDesk('BARBER')).toBe(false);
    expect(isFrontDesk('CLIENT')).toBe(false);
  });
});
