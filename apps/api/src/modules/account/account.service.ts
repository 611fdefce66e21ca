import { randomUUID } from 'node:crypto';
import type {
  AvatarResponse,
  DeleteAccountResponse,
  Profile,
  ShopContactList,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '@navalha/core/contracts/account';
import type { AccountExport } from '@navalha/core/contracts/account-export';
import { DEFAULT_TIME_ZONE } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import {
  accountDeletionMessages,
  DELETED_USER_NAME,
} from '@navalha/core/domain/account/account-deletion';
import { isPlausibleBirthDate } from '@navalha/core/domain/account/birth-date';
import { stripImageMetadata } from '@navalha/core/domain/account/image-metadata';
import { AVATAR_MAX_BYTES, detectImageType } from '@navalha/core/domain/account/image-type';
import { profileMessages } from '@navalha/core/domain/account/profile-rules';
import { localDateInZone } from '@navalha/core/domain/format/date-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppointmentsService } from '../appointments/appointments.service.js';
import type { EmailConfirmations } from '../auth/email-confirmations.js';
import { revokeSessions } from '../auth/session-revocations.js';
import { clearClientNotes } from '../appointments/booking-lifecycle.js';
import { scrubClientPaymentText } from '../payments/payment-privacy.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { AccountRepository } from './account.repository.js';
import { AvatarStore } from './avatar-store.js';
import { exportAccountData } from './account-export.js';

export interface AccountServiceDeps {
  db: Db;
  now: () => Date;
  avatars: AvatarStore;
  /** Cancels a client's booking with every consequence of a cancellation by hand. */
  appointments: Pick<AppointmentsService, 'cancel'>;
  log: FastifyBaseLogger;
  /** Sends a confirmation link to a changed e-mail (with SMTP); absent, none is sent. */
  emailConfirmations?: Pick<EmailConfirmations, 'send'> | null;
  /** Whether SMTP is set. */
  emailDelivery?: boolean;
  /** The wallet: the saved cards a deletion removes at the gateway (decision 008). */
  wallet?: Pick<WalletService, 'findGatewayCards' | 'deleteGatewayCards'>;
}

const notAuthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', profileMessages.notAuthenticated);
const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');

export function toProfile(row: UserRow, emailDelivery: boolean): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    isVerified: row.isVerified,
    hasPassword: row.passwordHash !== null,
    emailDelivery,
    birthDate: row.birthDate,
    postalCode: row.postalCode,
    street: row.street,
    houseNumber: row.houseNumber,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country: row.country,
    biography: row.biography,
  };
}

/**
 * The signed-in person's own account (issue 7): profile, photo, the LGPD export and the
 * deletion by anonymisation (decision 006).
 */
export class AccountService {
  private readonly repository: AccountRepository;

  constructor(private readonly deps: AccountServiceDeps) {
    this.repository = new AccountRepository(deps.db);
  }

  private toProfile(row: UserRow): Profile {
    return toProfile(row, this.deps.emailDelivery ?? false);
  }

  async getProfile(actor: AuthUser): Promise<Profile> {
    return this.toProfile(await this.liveUser(actor));
  }

  /**
   * `update_user_profile` (spec §7). The contract has checked every field; here the rules that
   * need the clock or the database: a birth date not after today, an e-mail nobody else has. A
   * new e-mail is no longer verified.
   */
  async updateProfile(actor: AuthUser, body: UpdateProfileBody): Promise<UpdateProfileResponse> {
    const today = localDateInZone(this.deps.now(), DEFAULT_TIME_ZONE);
    if (!isPlausibleBirthDate(body.birthDate, today)) {
      throw validationError(profileMessages.birthDateInvalid, 'birthDate');
    }
    const current = await this.liveUser(actor);
    const emailChanged = body.email !== current.email;
    if (emailChanged && (await this.repository.existsOtherUserWithEmail(body.email, current.id))) {
      throw emailInUse();
    }
    let updated: UserRow | null;
    try {
      updated = await this.repository.updateProfile(current.id, {
        ...body,
        isVerified: emailChanged ? false : current.isVerified,
      });
    } catch (error) {
      // Someone took the e-mail between our check and the write: the unique index decides.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailInUse();
      throw error;
    }
    if (!updated) throw notAuthenticated();
    // A new address is unconfirmed until its own link comes back (issue 14 §4).
    if (emailChanged) await this.deps.emailConfirmations?.send(this.deps.db, updated.id);
    return { success: true, message: profileMessages.updated, profile: this.toProfile(updated) };
  }

  /**
   * A new photo: its type read from its bytes (JPEG, PNG or WebP), its metadata removed, written
   * under a new name; the photo it replaces is deleted once the new one is in place.
   */
  async setAvatar(actor: AuthUser, bytes: Uint8Array): Promise<AvatarResponse> {
    if (bytes.length > AVATAR_MAX_BYTES) {
      throw new AppError(413, 'VALIDATION_ERROR', profileMessages.avatarTooLarge, 'avatar');
    }
    const type = detectImageType(bytes);
    const clean = type ? stripImageMetadata(bytes, type) : null;
    if (!type || !clean) {
      throw new AppError(415, 'VALIDATION_ERROR', profileMessages.avatarType, 'avatar');
    }
    await this.liveUser(actor);
    const fileName = await this.deps.avatars.save(clean, type);
    const avatarUrl = AvatarStore.urlOf(fileName);
    let replaced: string | null | undefined;
    try {
      replaced = await this.deps.db.transaction((tx) =>
        new AccountRepository(tx).replaceAvatar(actor.userId, avatarUrl),
      );
    } catch (error) {
      await this.deps.avatars.remove(fileName);
      throw error;
    }
    if (replaced === undefined) {
      await this.deps.avatars.remove(fileName);
      throw notAuthenticated();
    }
    await this.removeStoredAvatar(replaced);
    return { avatarUrl };
  }

  /** Back to the initials avatar. */
  async removeAvatar(actor: AuthUser): Promise<AvatarResponse> {
    const replaced = await this.deps.db.transaction((tx) =>
      new AccountRepository(tx).replaceAvatar(actor.userId, null),
    );
    if (replaced === undefined) throw notAuthenticated();
    await this.removeStoredAvatar(replaced);
    return { avatarUrl: null };
  }

  /** Everything we hold about the person, for them to download (LGPD art. 18, II and V). */
  async exportData(actor: AuthUser): Promise<AccountExport> {
    const user = await this.liveUser(actor);
    return exportAccountData(this.repository, user, {
      now: this.deps.now,
      toProfile: (row) => this.toProfile(row),
    });
  }

  /**
   * Deletes a client's account (decision 006): their upcoming bookings are cancelled as
   * if by hand (same policy, payments and notices), then one transaction anonymises the person,
   * clears their booking notes and the free text of their payments, deletes their saved cards
   * and revokes every session; the cards are then deleted at the gateway too (best effort). Bookings and payments stay, for the
   * shop's books and the tax law. Calling it again after a failure half-way finishes the job.
   */
  async deleteAccount(actor: AuthUser): Promise<DeleteAccountResponse> {
    // The route admits clients only; this guards any other caller of the service.
    if (actor.role !== 'CLIENT') {
      throw new AppError(403, 'FORBIDDEN', accountDeletionMessages.staffOnly);
    }
    const now = this.deps.now();
    await this.refuseWhileMoneyIsHeld(actor.userId, now);
    let cancelled = 0;
    for (const id of await this.repository.findUpcomingActiveAppointmentIds(actor.userId, now)) {
      try {
        await this.deps.appointments.cancel(actor, id);
        cancelled += 1;
      } catch (error) {
        // It started, or changed meanwhile (completed, cancelled): nothing left to cancel.
        if (error instanceof AppError && error.code === 'INVALID_TRANSITION') continue;
        throw error;
      }
    }

    // Read before the rows go; removed at the gateway after the commit (no network inside).
    const gatewayCards = (await this.deps.wallet?.findGatewayCards(actor.userId)) ?? [];
    const removed = await this.deps.db.transaction(async (tx) => {
      const repository = new AccountRepository(tx);
      const previous = await repository.anonymise(
        actor.userId,
        { name: DELETED_USER_NAME, email: `removido-${randomUUID()}@removido.invalid` },
        now,
      );
      if (!previous) return undefined;
      await clearClientNotes(tx, actor.userId);
      await scrubClientPaymentText(tx, actor.userId);
      await repository.removePersonalTraces(actor.userId);
      await revokeSessions(tx, actor.userId, now);
      return previous;
    });
    if (!removed) throw notAuthenticated();
    await this.removeStoredAvatar(removed.avatarUrl);
    await this.deps.wallet?.deleteGatewayCards(actor.userId, gatewayCards);
    this.deps.log.info(
      { userId: actor.userId, cancelledAppointments: cancelled },
      'account deleted',
    );
    return {
      success: true,
      message: accountDeletionMessages.deleted,
      cancelledAppointments: cancelled,
    };
  }

  /**
   * A deleted account can no longer spend or receive: refuse while its wallet holds money, a
   * deposit may still be credited, or a wallet-paid booking would be refunded into it.
   */
  private async refuseWhileMoneyIsHeld(userId: string, now: Date): Promise<void> {
    const holdings = await this.repository.findWalletHoldings(userId, now);
    const message =
      holdings.walletPaidUpcoming > 0
        ? accountDeletionMessages.walletPaidBooking
        : holdings.balanceCents > 0
          ? accountDeletionMessages.walletBalance
          : holdings.pendingDeposits > 0
            ? accountDeletionMessages.walletDepositPending
            : null;
    if (message) throw new AppError(409, 'ACCOUNT_HAS_BALANCE', message);
  }

  async shopContacts(): Promise<ShopContactList> {
    return { data: await this.repository.findShopContacts() };
  }

  private async liveUser(actor: AuthUser): Promise<UserRow> {
    const user = await this.repository.findLiveUser(actor.userId);
    if (!user) throw notAuthenticated();
    return user;
  }

  /** Deletes a photo file of ours; a failure is logged, never the user's problem. */
  private async removeStoredAvatar(avatarUrl: string | null): Promise<void> {
    const fileName = AvatarStore.fileNameOf(avatarUrl);
    if (!fileName) return;
    try {
      await this.deps.avatars.remove(fileName);
    } catch (error) {
      this.deps.log.warn({ err: error, fileName }, 'could not remove a replaced avatar');
    }
  }
}
