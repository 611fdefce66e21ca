import { describe, expect, it } from 'vitest';
import {
  getInvitationShareMessage,
  getInvitationState,
  getInvitationStateLabel,
  INVITATION_TTL_MS,
} from './invitation-state.js';

const sent = new Date('2026-11-01T13:00:00.000Z');
const pending = {
  expiresAt: new Date(sent.getTime() + INVITATION_TTL_MS),
  acceptedAt: null,
  revokedAt: null,
};

describe('getInvitationState', () => {
  it('is pending until the last millisecond of its week', () => {
    expect(getInvitationState(pending, new Date('2026-11-08T12:59:59.999Z'))).toBe('PENDING');
  });

  it('expires on the eighth day at the hour it was sent', () => {
    expect(getInvitationState(pending, new Date('2026-11-08T13:00:00.000Z'))).toBe('EXPIRED');
  });

  it('stays accepted or revoked after the week ends', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(getInvitationState({ ...pending, acceptedAt: sent }, later)).toBe('ACCEPTED');
    expect(getInvitationState({ ...pending, revokedAt: sent }, later)).toBe('REVOKED');
  });

  it('labels each state in Portuguese', () => {
    expect(getInvitationStateLabel('EXPIRED')).toBe('Expirado');
    expect(getInvitationStateLabel('PENDING')).toBe('Pendente');
  });
});

describe('getInvitationShareMessage', () => {
  it('greets by first name and names the shop', () => {
    expect(
      getInvitationShareMessage({
        inviteeName: '  Carlos  Souza ',
        shopName: 'Barbearia Navalha',
      }),
    ).toBe(
      'Olá, Carlos! Você foi convidado para a equipe da Barbearia Navalha no Navalha. ' +
        'Abra o link para criar sua senha (vale por 7 dias):',
    );
  });
});
