import { describe, expect, it } from 'vitest';
import { getRoleLabel } from './role-label.js';

describe('getRoleLabel', () => {
  it.each([
    ['CLIENT', 'Cliente'],
    ['BARBER', 'Barbeiro'],
    ['ADMIN', 'Administrador'],
    ['OWNER', 'Proprietário'],
    ['RECEPTION', 'Recepção'],
  ] as const)('names %s %j', (role, label) => expect(getRoleLabel(role)).toBe(label));
});
