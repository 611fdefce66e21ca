/**
 * A walk-in: a client the front desk registers with just a name and a phone (issue 17 §1), with
 * no password and, when they gave none, no e-mail. Accounts need an e-mail, so one without gets
 * an address under the reserved `.invalid` domain (RFC 2606), which is never mailed and never
 * shown (decision 018).
 */
export const WALK_IN_EMAIL_DOMAIN = 'balcao.invalid';

/** The stand-in address of a walk-in without an e-mail, unique by the account's id. */
export function walkInEmail(userId: string): string {
  return `sem-email-${userId.toLowerCase()}@${WALK_IN_EMAIL_DOMAIN}`;
}

/** Whether an address is a walk-in's stand-in, not one the client gave. */
export function isWalkInEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${WALK_IN_EMAIL_DOMAIN}`);
}

/** The e-mail to show: none for a walk-in's stand-in. */
export function shownEmail(email: string): string | null {
  return isWalkInEmail(email) ? null : email;
}

/** The digits of a phone as typed ('(11) 98765-4321' → '11987654321'), to search by. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * What sign-up answers to the e-mail of a walk-in: the account is theirs once they prove the
 * address, through the link that sets its password (decision 018).
 */
export const walkInClaimMessages = {
  email:
    'Você já tem cadastro na barbearia com este e-mail. Enviamos para ele um link para criar ' +
    'sua senha e ver seus agendamentos.',
  shop:
    'Você já tem cadastro na barbearia com este e-mail. Peça à barbearia o link para criar ' +
    'sua senha e ver seus agendamentos.',
} as const;

/** A walk-in not yet claimed: a client's LOCAL account with no password, active. */
export function isUnclaimedWalkIn(user: {
  role: string;
  provider: string;
  passwordHash: string | null;
  isActive: boolean;
  deletedAt: Date | null;
}): boolean {
  return (
    user.role === 'CLIENT' &&
    user.provider === 'LOCAL' &&
    user.passwordHash === null &&
    user.isActive &&
    user.deletedAt === null
  );
}
