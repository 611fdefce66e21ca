/** Where a staff invitation stands (issue 14 §3). */
export const invitationStates = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;

export type InvitationState = (typeof invitationStates)[number];

/** How long an invitation link works, from its creation or its last resend. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationDates {
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Accepted and revoked are final; an invitation neither accepted nor revoked is pending until
 * `expiresAt` and expired from that instant on (a link sent on the 1st at 10:00 works until the
 * 8th at 09:59:59.999).
 */
export function getInvitationState(invitation: InvitationDates, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'ACCEPTED';
  if (invitation.revokedAt) return 'REVOKED';
  return invitation.expiresAt.getTime() > now.getTime() ? 'PENDING' : 'EXPIRED';
}

const stateLabels: Readonly<Record<InvitationState, string>> = {
  PENDING: 'Pendente',
  ACCEPTED: 'Aceito',
  REVOKED: 'Revogado',
  EXPIRED: 'Expirado',
};

/** The pt-BR badge of a state. */
export function getInvitationStateLabel(state: InvitationState): string {
  return stateLabels[state];
}

/**
 * The WhatsApp message that goes before the link, in the inviter's voice: 'Olá, Carlos! Você
 * foi convidado para a equipe da Barbearia X no Navalha. Abra o link para criar sua senha (vale
 * por 7 dias):'.
 */
export function getInvitationShareMessage(input: {
  inviteeName: string;
  shopName: string;
}): string {
  const firstName = input.inviteeName.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName ? `Olá, ${firstName}!` : 'Olá!';
  return (
    `${greeting} Você foi convidado para a equipe da ${input.shopName} no Navalha. ` +
    'Abra o link para criar sua senha (vale por 7 dias):'
  );
}
