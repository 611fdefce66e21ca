import type { EmailContent } from '@navalha/core/domain/notifications/email-layout';
import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  AcceptInvitationBody,
  CreateInvitationBody,
  Invitation,
  InvitedRole,
  PublicInvitation,
  SentInvitation,
} from '@navalha/core/contracts/invitations';
import { invitationMessages } from '@navalha/core/contracts/invitations';
import { getInvitationState, INVITATION_TTL_MS } from '@navalha/core/domain/admin/invitation-state';
import { renderEmail } from '@navalha/core/domain/notifications/email-layout';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { InvitationRow } from '../../db/schema/invitations.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { ClientInfo, IssuedSession } from '../auth/auth.dto.js';
import type { AuthService } from '../auth/auth.service.js';
import { generateLinkToken, hashLinkToken } from '../auth/one-time-tokens.js';
import type { PasswordHasher } from '../auth/password.js';
import { InvitationsRepository } from './invitations.repository.js';

/** The page a link opens (apps/web's /convite route). */
export const INVITATION_PATH = '/convite';

const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');
const alreadyPending = () =>
  new AppError(409, 'ALREADY_EXISTS', invitationMessages.alreadyPending, 'email');
const invitationNotFound = () => notFound(invitationMessages.notFound);
const notPending = () => new AppError(409, 'INVALID_TRANSITION', invitationMessages.notPending);
// The public answers: an unknown and a revoked link read alike, so a link says nothing more
// than that it does not work.
const invalidLink = () => new AppError(404, 'INVITATION_INVALID', invitationMessages.invalid);
const expiredLink = () => new AppError(410, 'INVITATION_EXPIRED', invitationMessages.expired);
const acceptedLink = () => new AppError(410, 'INVITATION_ACCEPTED', invitationMessages.accepted);

const roleNames: Readonly<Record<InvitedRole, string>> = {
  BARBER: 'barbeiro',
  RECEPTION: 'recepcionista',
  ADMIN: 'administrador',
};

export interface InvitationsServiceDeps {
  db: Db;
  now: () => Date;
  passwordHasher: PasswordHasher;
  auth: AuthService;
  /** The address links start with (PUBLIC_URL, or the local server). */
  publicUrl: string;
  /** Queues an e-mail in `tx`; null without SMTP_URL (the link is then only shown). */
  queueEmail: ((message: EmailContent & { to: string }, tx: Db) => Promise<void>) | null;
  /** Availability keeps barbers in memory: a new barber must show up. */
  onBarbersChange: () => void;
}

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as InvitedRole,
    state: getInvitationState(row, now),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    acceptedAt: row.acceptedAt,
    revokedAt: row.revokedAt,
  };
}

/** What the log keeps of an invitation: never its token or hash. */
function auditView(row: InvitationRow) {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    expiresAt: row.expiresAt,
  };
}

/** Who may invite (and list, resend, revoke) a role: admins the owner alone. */
function invitableRoles(actor: AuthUser): InvitedRole[] {
  return actor.role === 'OWNER' ? ['BARBER', 'RECEPTION', 'ADMIN'] : ['BARBER', 'RECEPTION'];
}

/**
 * Staff join by invitation (issue 14 §3): a manager names the person, Navalha makes a link
 * valid for 7 days whose token only the link carries (the row keeps its SHA-256), and the person
 * sets their own password on it. Every manager's change and its audit record share one
 * transaction; so does the e-mail that carries the link.
 */
export class InvitationsService {
  private readonly repository: InvitationsRepository;

  constructor(private readonly deps: InvitationsServiceDeps) {
    this.repository = new InvitationsRepository(deps.db);
  }

  async list(actor: AuthUser): Promise<Invitation[]> {
    const shopId = requireManagedShop(actor);
    const now = this.deps.now();
    const rows = await this.repository.findByShop(shopId, invitableRoles(actor), now);
    return rows.map((row) => toInvitation(row, now));
  }

  async create(actor: AuthUser, body: CreateInvitationBody): Promise<SentInvitation> {
    const shopId = requireManagedShop(actor);
    if (!invitableRoles(actor).includes(body.role)) throw AppError.forbidden();
    // An address with an account already belongs to someone: they cannot be handed a second.
    if (await this.repository.existsUserWithEmail(body.email)) throw emailInUse();
    const shopName = await this.shopName(shopId);
    const now = this.deps.now();
    const { token, tokenHash } = generateLinkToken();
    const url = this.linkUrl(token);
    let row: InvitationRow;
    try {
      row = await this.deps.db.transaction(async (tx) => {
        const inserted = await new InvitationsRepository(tx).insert({
          barbershopId: shopId,
          name: body.name,
          email: body.email,
          phone: body.phone,
          role: body.role,
          tokenHash,
          invitedBy: actor.userId,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        });
        await recordAudit(tx, actor, shopId, {
          action: 'invitation.create',
          entityId: inserted.id,
          after: auditView(inserted),
        });
        await this.queueEmail(tx, inserted, shopName, url);
        return inserted;
      });
    } catch (error) {
      // One pending invitation per address and shop: the partial unique index decides.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw alreadyPending();
      throw error;
    }
    return { invitation: toInvitation(row, now), url, shopName, emailed: !!this.deps.queueEmail };
  }

  /** A new link and a new week; the old link stops working at once. */
  async resend(actor: AuthUser, id: string): Promise<SentInvitation> {
    const shopId = requireManagedShop(actor);
    const shopName = await this.shopName(shopId);
    const now = this.deps.now();
    const { token, tokenHash } = generateLinkToken();
    const url = this.linkUrl(token);
    const row = await this.deps.db.transaction(async (tx) => {
      const repository = new InvitationsRepository(tx);
      const before = await this.pendingForChange(repository, actor, shopId, id, now);
      if (await repository.existsUserWithEmail(before.email)) throw emailInUse();
      const updated = await repository.update(shopId, id, {
        tokenHash,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      });
      await recordAudit(tx, actor, shopId, {
        action: 'invitation.resend',
        entityId: id,
        before: auditView(before),
        after: auditView(updated),
      });
      await this.queueEmail(tx, updated, shopName, url);
      return updated;
    });
    return { invitation: toInvitation(row, now), url, shopName, emailed: !!this.deps.queueEmail };
  }

  async revoke(actor: AuthUser, id: string): Promise<void> {
    const shopId = requireManagedShop(actor);
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const repository = new InvitationsRepository(tx);
      const before = await this.pendingForChange(repository, actor, shopId, id, now);
      await repository.update(shopId, id, { revokedAt: now });
      await recordAudit(tx, actor, shopId, {
        action: 'invitation.revoke',
        entityId: id,
        before: auditView(before),
      });
    });
  }

  /** The invitation page's words, for a link that still works. */
  async getByToken(token: string): Promise<PublicInvitation> {
    const { invitation, shopName } = await this.liveByToken(token);
    return {
      shopName,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role as InvitedRole,
    };
  }

  /**
   * Creates the invited account with the password its owner chose (the e-mail is confirmed: the
   * invitation reached it or was handed over by the shop), spends the link and signs them in.
   */
  async accept(
    token: string,
    body: AcceptInvitationBody,
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const { invitation } = await this.liveByToken(token);
    if (await this.repository.existsUserWithEmail(invitation.email)) throw emailInUse();
    // Hashing takes tens of milliseconds: before the transaction, never inside it.
    const passwordHash = await this.deps.passwordHasher.hash(body.password);
    const now = this.deps.now();
    const tokenHash = hashLinkToken(token);
    let user;
    try {
      user = await this.deps.db.transaction(async (tx) => {
        const repository = new InvitationsRepository(tx);
        const accepted = await repository.markAccepted(tokenHash, now);
        if (!accepted) return null;
        const created = await repository.insertUser({
          name: accepted.name,
          email: accepted.email,
          phone: accepted.phone,
          passwordHash,
          role: accepted.role,
          provider: 'LOCAL',
          barbershopId: accepted.barbershopId,
          isVerified: true,
        });
        await repository.update(accepted.barbershopId, accepted.id, { acceptedUserId: created.id });
        if (created.role === 'BARBER')
          await repository.copyShopWeek(accepted.barbershopId, created.id);
        await recordAudit(
          tx,
          { userId: created.id, role: created.role, barbershopId: accepted.barbershopId },
          accepted.barbershopId,
          { action: 'invitation.accept', entityId: accepted.id, after: auditView(accepted) },
        );
        return created;
      });
    } catch (error) {
      // Someone signed up with this address a moment ago: the unique index decides.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailInUse();
      throw error;
    }
    // Another acceptance of the same link won, or it was revoked meanwhile: say which.
    if (!user) {
      await this.liveByToken(token);
      throw acceptedLink();
    }
    if (user.role === 'BARBER') this.deps.onBarbersChange();
    return this.deps.auth.startSession(user, client);
  }

  private async liveByToken(token: string) {
    const found = await this.repository.findByTokenHash(hashLinkToken(token));
    if (!found) throw invalidLink();
    const state = getInvitationState(found.invitation, this.deps.now());
    if (state === 'REVOKED') throw invalidLink();
    if (state === 'ACCEPTED') throw acceptedLink();
    if (state === 'EXPIRED') throw expiredLink();
    return found;
  }

  /** The shop's invitation, locked, that the actor may change and that is not yet used. */
  private async pendingForChange(
    repository: InvitationsRepository,
    actor: AuthUser,
    shopId: string,
    id: string,
    now: Date,
  ): Promise<InvitationRow> {
    const row = await repository.findForUpdate(shopId, id);
    if (!row) throw invitationNotFound();
    if (!invitableRoles(actor).includes(row.role as InvitedRole)) throw AppError.forbidden();
    const state = getInvitationState(row, now);
    if (state === 'ACCEPTED' || state === 'REVOKED') throw notPending();
    return row;
  }

  private async queueEmail(tx: Db, row: InvitationRow, shopName: string, url: string) {
    if (!this.deps.queueEmail) return;
    const role = roleNames[row.role as InvitedRole];
    const content = renderEmail({
      senderName: shopName,
      title: `Convite para a equipe da ${shopName}`,
      recipientName: row.name,
      paragraphs: [
        `Você foi convidado para entrar na equipe da ${shopName} no Navalha como ${role}.`,
        'Abra o link abaixo e crie sua senha. O convite vale por 7 dias e só pode ser usado uma vez.',
      ],
      action: { label: 'Aceitar convite', url },
      footer: 'Se você não esperava este convite, ignore este email.',
    });
    await this.deps.queueEmail({ to: row.email, ...content }, tx);
  }

  private async shopName(shopId: string): Promise<string> {
    const name = await this.repository.findShopName(shopId);
    if (name === null) throw AppError.forbidden();
    return name;
  }

  private linkUrl(token: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${INVITATION_PATH}?token=${token}`;
  }
}
