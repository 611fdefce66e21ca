import {
  isUnclaimedWalkIn,
  isWalkInEmail,
  walkInClaimMessages,
} from '@navalha/core/domain/clients/walk-in';
import type {
  ChangePasswordBody,
  ForgotPasswordResponse,
  ResetLinkResponse,
  ResetPasswordBody,
} from '@navalha/core/contracts/passwords';
import {
  passwordChangedNotice,
  passwordResetEmail,
} from '@navalha/core/domain/auth/account-emails';
import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from './auth-user.js';
import { countRateLimitHit } from '../../plugins/rate-limit-store.js';
import { accountLinkPaths } from './account-mail.js';
import type { AccountMail } from './account-mail.js';
import { AuthRepository } from './auth.repository.js';
import type { ClientInfo, IssuedSession } from './auth.dto.js';
import type { AuthService } from './auth.service.js';
import { linkInvalid } from './link-errors.js';
import { ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens.js';
import type { OneTimeTokens } from './one-time-tokens.js';
import type { PasswordHasher } from './password.js';
import { revokeSessions } from './session-revocations.js';

/** 'Esqueceu a senha?' per address, whoever asks: a few an hour (issue 14 §4). */
export const RESET_REQUESTS_PER_EMAIL = 5;
export const RESET_REQUEST_WINDOW_MS = 60 * 60_000;

export interface PasswordsServiceDeps {
  db: Db;
  passwordHasher: PasswordHasher;
  auth: AuthService;
  mail: AccountMail;
  tokens: OneTimeTokens;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** A reset link the shop made, to show once (with 'Copiar link' and 'Enviar pelo WhatsApp'). */
export interface IssuedResetLink {
  url: string;
  expiresAt: Date;
}

const currentWrong = () => validationError(passwordMessages.currentWrong, 'currentPassword');

/**
 * Every account owns its password (issue 14 §4): 'Alterar senha', 'Esqueceu a senha?' and the
 * reset links, by e-mail or made by the shop. A new password ends every session of the account,
 * access tokens included (session-revocations.ts); the device that set it gets a fresh session.
 */
export class PasswordsService {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: PasswordsServiceDeps) {}

  /**
   * 'Alterar senha': the current password, then the new one. Every other session ends at once;
   * the answer is a new session for this device, whose access token is dated after the cutoff
   * (AuthService.signAccessToken). Accounts with no password (Google only) are told how to make
   * one.
   */
  async changePassword(
    actor: AuthUser,
    body: ChangePasswordBody,
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const { db, passwordHasher, mail, tokens } = this.deps;
    const user = await new AuthRepository(db).findUserById(actor.userId);
    if (!user?.isActive || user.deletedAt) throw AppError.unauthenticated();
    if (!user.passwordHash) throw validationError(passwordMessages.noPassword, 'currentPassword');
    const expectedHash = user.passwordHash;
    if (!(await passwordHasher.verify(expectedHash, body.currentPassword))) throw currentWrong();
    if (body.newPassword === body.currentPassword) {
      throw validationError(passwordMessages.sameAsCurrent, 'newPassword');
    }
    const passwordHash = await passwordHasher.hash(body.newPassword);
    await db.transaction(async (tx) => {
      // Changed meanwhile by another request: the current password typed here is no longer it.
      if (!(await new AuthRepository(tx).setPasswordHash(user.id, passwordHash, expectedHash))) {
        throw currentWrong();
      }
      await revokeSessions(tx, user.id, this.deps.now());
      await tokens.revokeAll('PASSWORD_RESET', user.id, tx);
      await mail.notify(tx, user.id, 'PASSWORD_CHANGED', passwordChangedNotice);
    });
    return this.deps.auth.openSession(user, client, () => AppError.unauthenticated());
  }

  /**
   * 'Esqueceu a senha?': the same answer, at once, for every address. With SMTP the link is
   * issued and e-mailed after the answer has left, so neither the answer nor its timing tells
   * whether an account exists. The per-address limit counts every address alike.
   */
  async requestReset(email: string): Promise<ForgotPasswordResponse> {
    const { db, mail } = this.deps;
    const { current } = await countRateLimitHit(
      db,
      `password-reset|${email}`,
      RESET_REQUEST_WINDOW_MS,
    );
    if (current > RESET_REQUESTS_PER_EMAIL) throw AppError.rateLimited();
    if (!mail.emailEnabled) return { delivery: 'shop' };
    this.track(this.emailResetLink(email));
    return { delivery: 'email' };
  }

  /**
   * A sign-up met an account with its e-mail: when that account is a walk-in the front desk
   * registered (no password), its owner claims it by proving the address: a link that sets its
   * password is e-mailed (or, without e-mail, the shop gives it), and the answer says so. Never
   * a session at once: whoever types an address must not read its owner's bookings (decision
   * 018). Null for any other account (the sign-up's own 409 stands).
   */
  async walkInClaim(email: string): Promise<AppError | null> {
    const user = await new AuthRepository(this.deps.db).findUserByEmail(email);
    if (!user || !isUnclaimedWalkIn(user) || isWalkInEmail(user.email)) return null;
    const { delivery } = await this.requestReset(email);
    return new AppError(409, 'WALK_IN_ACCOUNT', walkInClaimMessages[delivery], 'email');
  }

  /** Waits for the reset e-mails being queued (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** The page a reset link opens asks first: whose password it sets, or 410. */
  async checkResetLink(token: string): Promise<ResetLinkResponse> {
    const row = await this.deps.tokens.find('PASSWORD_RESET', token);
    const user = row?.userId
      ? await new AuthRepository(this.deps.db).findUserById(row.userId)
      : null;
    if (!user?.isActive || user.deletedAt) throw linkInvalid();
    return { email: user.email };
  }

  /**
   * Spends the link and sets the new password: every session of the account ends, the reset
   * links left are voided, the account is told, and this browser is signed in. A link e-mailed
   * to the account's current address also confirms that address.
   */
  async resetPassword(body: ResetPasswordBody, client: ClientInfo): Promise<IssuedSession> {
    const { db, passwordHasher, tokens, mail } = this.deps;
    // A cheap look first: a dead link costs no password hashing.
    if (!(await tokens.find('PASSWORD_RESET', body.token))) throw linkInvalid();
    const passwordHash = await passwordHasher.hash(body.newPassword);
    const user = await db.transaction(async (tx) => {
      const row = await tokens.spend('PASSWORD_RESET', body.token, tx);
      if (!row?.userId) throw linkInvalid();
      const repository = new AuthRepository(tx);
      const live = await repository.lockActiveUser(row.userId);
      if (!live) throw linkInvalid();
      await repository.setPasswordHash(live.id, passwordHash);
      await revokeSessions(tx, live.id, this.deps.now());
      await tokens.revokeAll('PASSWORD_RESET', live.id, tx);
      const emailedHere = row.createdBy === null && row.email === live.email;
      if (emailedHere && !live.isVerified) await repository.markUserVerified(live.id);
      await mail.notify(tx, live.id, 'PASSWORD_CHANGED', passwordChangedNotice);
      return live;
    });
    return this.deps.auth.openSession(user, client, () => linkInvalid());
  }

  /**
   * A reset link made by the shop for one of its people, in the caller's transaction (with its
   * audit record). Nothing changes on the account until the link is used.
   */
  async issueShopResetLink(
    tx: Db,
    request: { userId: string; barbershopId: string; createdBy: string },
  ): Promise<IssuedResetLink> {
    const token = await this.deps.tokens.issue({ purpose: 'PASSWORD_RESET', ...request }, tx);
    return {
      url: this.deps.mail.link(accountLinkPaths.passwordReset, token),
      expiresAt: new Date(this.deps.now().getTime() + ONE_TIME_TOKEN_TTL_MS.PASSWORD_RESET),
    };
  }

  private async emailResetLink(email: string): Promise<void> {
    const { db, mail, tokens } = this.deps;
    const user = await new AuthRepository(db).findUserByEmail(email);
    // Deactivated and deleted accounts never get a link.
    if (!user?.isActive || user.deletedAt) return;
    await db.transaction(async (tx) => {
      const recipient = await mail.recipient(tx, user.id);
      if (!recipient) return;
      const token = await tokens.issue(
        { purpose: 'PASSWORD_RESET', userId: user.id, email: user.email },
        tx,
      );
      const content = passwordResetEmail(
        { senderName: recipient.senderName, recipientName: recipient.name },
        mail.link(accountLinkPaths.passwordReset, token),
      );
      await mail.queue(tx, user.email, content);
    });
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'reset link not queued'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}
