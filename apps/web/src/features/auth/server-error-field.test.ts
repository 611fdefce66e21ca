import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { getServerErrorField } from './server-error-field';

const fields = { email: ['email'], password: ['senha', 'password'], name: ['nome'] } as const;

function error(status: number, message: string, field?: string) {
  return new ApiError({ status, code: 'VALIDATION_ERROR', message, field });
}

describe('getServerErrorField', () => {
  it("takes the error's field", () => {
    expect(getServerErrorField(error(400, 'Inválido', 'password'), fields)).toBe('password');
  });
  it('finds the field named in a 4xx message', () => {
    expect(getServerErrorField(error(400, 'Nome muito curto'), fields)).toBe('name');
    expect(getServerErrorField(error(400, 'A senha é fraca'), fields)).toBe('password');
  });
  it('ignores a field the form does not have', () => {
    expect(getServerErrorField(error(400, 'Inválido', 'cpf'), fields)).toBeNull();
  });
  it('never reads a 5xx message', () => {
    expect(getServerErrorField(error(500, 'Falha ao salvar o email'), fields)).toBeNull();
  });
});
