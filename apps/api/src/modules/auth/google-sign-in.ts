import { googleTakeoverNotice } from '@navalha/core/domain/auth/account-emails';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AccountMail } from './account-mail.js';
import { googleSignInMessages, socialSignInFailed } from './auth-errors.js';
import { AuthRepository } from './auth.repository.js';
import { isGoogleAuthoritative } from './google-identity.js';
import type { GoogleIdentity } from './google-identity.js';
import { revokeSessions } from './session-revocations.js';

/**
 * The account a verified Google identity signs in to, in one transaction: the one it is linked
 * to, a client password account of the same address it may take over (decision 007), or a new
 * client. Refuses disabled and staff accounts and a second Google account for one address.
 */
export function signInGoogleAccount(
  db: Db,
  identity: GoogleIdentity,
  now: Date,
  accountMail: AccountMail | null,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const repository = new AuthRepository(tx);
    const linked = await repository.findIdentity('GOOGLE', identity.subject);
    if (linked && linked.user.deletedAt === null) {
      if (!linked.user.isActive) throw socialSignInFailed(googleSignInMessages.accountDisabled);
      // A staff account linked before staff were kept to their password stays unusable here.
      if (linked.user.role !== 'CLIENT') {
        throw socialSignInFailed(googleSignInMessages.staffUsesPassword);
      }
      await repository.touchIdentity(linked.identity.id, now);
      return linked.user;
    }
    // A deleted account is anonymised and never signs in again: its Google account is free
    // to start afresh.
    if (linked) await repository.deleteIdentity(linked.identity.id);

    const link = {
      provider: 'GOOGLE' as const,
      subject: identity.subject,
      email: identity.email,
      lastSignInAt: now,
    };
    const existing = await repository.findUserByEmail(identity.email);
    if (existing) {
      if (!existing.isActive) throw socialSignInFailed(googleSignInMessages.accountDisabled);
      const linkedGoogle = await repository.findIdentityOfUser(existing.id, 'GOOGLE');
      if (linkedGoogle?.subject === identity.subject) {
        // The same first sign-in, a moment earlier, created this user and linked this very
        // Google account after our first look: it is ours to sign in.
        await repository.touchIdentity(linkedGoogle.id, now);
        return existing;
      }
      if (linkedGoogle) throw socialSignInFailed(googleSignInMessages.linkedToAnotherAccount);
      // An e-mail alone never opens a staff account: its holder may no longer own the address.
      if (existing.role !== 'CLIENT') {
        throw socialSignInFailed(googleSignInMessages.staffUsesPassword);
      }
      if (!isGoogleAuthoritative(identity)) {
        throw socialSignInFailed(googleSignInMessages.passwordAccountExists);
      }
      await repository.insertIdentity({ ...link, userId: existing.id });
      if (existing.isVerified) return existing;
      // The password account never proved this address: whoever chose its password may not
      // own it. Google just did, so the password goes and every session ends (decision 007).
      if (existing.passwordHash !== null) {
        await repository.setPasswordHash(existing.id, null);
        await revokeSessions(tx, existing.id, now);
        await accountMail?.notify(tx, existing.id, 'ACCOUNT_SECURITY', googleTakeoverNotice);
      }
      return repository.markUserVerified(existing.id);
    }

    const created = await repository.insertUser({
      name: identity.name,
      email: identity.email,
      passwordHash: null,
      role: 'CLIENT',
      provider: 'GOOGLE',
      avatarUrl: identity.picture,
      isVerified: true,
    });
    await repository.insertIdentity({ ...link, userId: created.id });
    return created;
  });
}
