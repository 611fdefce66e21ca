import type {
  ConfirmationSentResponse,
  EmailConfirmedResponse,
} from '@navalha/core/contracts/passwords';
import { emailConfirmationEmail } from '@navalha/core/domain/auth/account-emails';
import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from './auth-user.js';
import { countRateLimitHit } from '../../plugins/rate-limit-store.js';
import { accountLinkPaths } from './account-mail.js';
import type { AccountMail } from './account-mail.js';
import { AuthRepository } from './auth.repository.js';
import { linkInvalid } from './link-errors.js';
import type { OneTimeTokens } from './one-time-tokens.js';

/** 'Reenviar e-mail' per account: a few a quarter of an hour (issue 14 §4). */
export const CONFIRMATION_RESENDS_PER_WINDOW = 3;
export const CONFIRMATION_RESEND_WINDOW_MS = 15 * 60_000;

export interface EmailConfirmationsDeps {
  db: Db;
  mail: AccountMail;
  tokens: OneTimeTokens;
}

/**
 * E-mail confirmation (issue 14 §4): a password account gets a link at sign-up and after an
 * e-mail change (with SMTP); the link confirms only the address it was sent to, and only while
 * that is still the account's e-mail. The account works before it is confirmed.
 */
export class EmailConfirmations {
  constructor(private readonly deps: EmailConfirmationsDeps) {}

  /**
   * Issues a link for the account's current address and queues its e-mail in `db` (voiding the
   * older links). False, and nothing written, without SMTP.
   */
  async send(db: Db, userId: string): Promise<boolean> {
    const { mail, tokens } = this.deps;
    if (!mail.emailEnabled) return false;
    const recipient = await mail.recipient(db, userId);
    if (!recipient) return false;
    const token = await tokens.issue(
      { purpose: 'EMAIL_CONFIRMATION', userId, email: recipient.email },
      db,
    );
    const content = emailConfirmationEmail(
      { senderName: recipient.senderName, recipientName: recipient.name },
      recipient.email,
      mail.link(accountLinkPaths.emailConfirmation, token),
    );
    await mail.queue(db, recipient.email, content);
    return true;
  }

  /** Spends a link and confirms the address it names, if the account still has it. */
  async confirm(token: string): Promise<EmailConfirmedResponse> {
    const { db, tokens } = this.deps;
    return db.transaction(async (tx) => {
      const row = await tokens.spend('EMAIL_CONFIRMATION', token, tx);
      if (!row?.userId) throw linkInvalid();
      const repository = new AuthRepository(tx);
      const user = await repository.lockActiveUser(row.userId);
      if (!user) throw linkInvalid();
      // An e-mail changed after the link was sent: the old address proves nothing now.
      if (user.email !== row.email) throw linkInvalid(passwordMessages.confirmationStale);
      if (!user.isVerified) await repository.markUserVerified(user.id);
      return { email: user.email };
    });
  }

  /** 'Reenviar e-mail' in Conta. */
  async resend(actor: AuthUser): Promise<ConfirmationSentResponse> {
    const { db, mail } = this.deps;
    const user = await new AuthRepository(db).findUserById(actor.userId);
    if (!user?.isActive || user.deletedAt) throw AppError.unauthenticated();
    if (user.isVerified) {
      throw new AppError(409, 'ALREADY_EXISTS', passwordMessages.alreadyConfirmed);
    }
    if (!mail.emailEnabled) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', passwordMessages.emailUnavailable);
    }
    const { current } = await countRateLimitHit(
      db,
      `email-confirmation|${user.id}`,
      CONFIRMATION_RESEND_WINDOW_MS,
    );
    if (current > CONFIRMATION_RESENDS_PER_WINDOW) throw AppError.rateLimited();
    await db.transaction((tx) => this.send(tx, user.id));
    return { sentTo: user.email };
  }
}
