import { describe, expect, it } from 'vitest';
import { getRejectReasonError, rejectReasonMessages } from './reject-reason.js';

describe('getRejectReasonError', () => {
  it('asks for a reason when there is none', () => {
    expect(getRejectReasonError('')).toBe(rejectReasonMessages.required);
    expect(getRejectReasonError('    ')).toBe(rejectReasonMessages.required);
  });

  it('wants at least five characters once trimmed', () => {
    expect(getRejectReasonError('  ok  ')).toBe('O motivo deve ter pelo menos 5 caracteres.');
    expect(getRejectReasonError('Gripe')).toBeNull();
  });

  it('stops at 500 characters', () => {
    expect(getRejectReasonError('a'.repeat(500))).toBeNull();
    expect(getRejectReasonError('a'.repeat(501))).toBe(
      'O motivo deve ter no máximo 500 caracteres.',
    );
  });
});
