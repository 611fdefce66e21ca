import { describe, expect, it } from 'vitest';
import { getRoleHome } from './roles.js';

describe('getRoleHome', () => {
  it('sends a barber to /barber', () => expect(getRoleHome('BARBER')).toBe('/barber'));
  it('sends admins and owners to /admin', () => {
    expect(getRoleHome('ADMIN')).toBe('/admin');
    expect(getRoleHome('OWNER')).toBe('/admin');
  });
  it('sends a client and any other role to /', () => {
    expect(getRoleHome('CLIENT')).toBe('/');
    expect(getRoleHome('SOMETHING_ELSE')).toBe('/');
  });
});
