import { describe, expect, it } from 'vitest';
import { isAccountDeletionConfirmed } from './account-deletion.js';

describe('isAccountDeletionConfirmed', () => {
  it('accepts the word in any case, with spaces around', () => {
    expect(isAccountDeletionConfirmed('EXCLUIR')).toBe(true);
    expect(isAccountDeletionConfirmed(' excluir ')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isAccountDeletionConfirmed('')).toBe(false);
    expect(isAccountDeletionConfirmed('EXCLUI')).toBe(false);
    expect(isAccountDeletionConfirmed('EXCLUIR!')).toBe(false);
  });
});
