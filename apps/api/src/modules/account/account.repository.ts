import { activeAppointmentStatuses } from '@navalha/core/domain/appointments/appointment-status';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import type { AppointmentServiceRow } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { payments } from '../../db/schema/payments.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import type { RefreshTokenRow } from '../../db/schema/refresh-tokens.js';
import { notifications } from '../../db/schema/notifications.js';
import type { NotificationRow } from '../../db/schema/notifications.js';
import { reviews } from '../../db/schema/reviews.js';
import { userIdentities } from '../../db/schema/user-identities.js';
import type { UserIdentityRow } from '../../db/schema/user-identities.js';
import { users } from '../../db/schema/users.js';
import type { NewUserRow, UserRow } from '../../db/schema/users.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import type { WalletDepositRow } from '../../db/schema/wallet-deposits.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import type { WalletPaymentMethodRow } from '../../db/schema/wallet-payment-methods.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import type { WalletTransactionRow } from '../../db/schema/wallet-transactions.js';
import { wallets } from '../../db/schema/wallets.js';
import type { WalletRow } from '../../db/schema/wallets.js';

/** The profile columns a holder edits. */
export type ProfileValues = Pick<
  NewUserRow,
  | 'name'
  | 'email'
  | 'phone'
  | 'birthDate'
  | 'postalCode'
  | 'street'
  | 'houseNumber'
  | 'complement'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'country'
  | 'isVerified'
>;

/** A booking for the export, with its barber and shop. */
export interface ExportedAppointmentRow {
  appointment: AppointmentRow;
  barberName: string;
  shopName: string;
  shopAddress: string;
}

/** Money of the person's that deleting the account would strand. */
export interface WalletHoldings {
  balanceCents: number;
  pendingDeposits: number;
  walletPaidUpcoming: number;
}

export interface ExportedReviewRow {
  review: typeof reviews.$inferSelect;
  barberName: string;
}

export interface ShopContactRow {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  whatsapp: string | null;
  privacyEmail: string | null;
  timeZone: string;
}

const barber = alias(users, 'barber');

/** Whoever may still act: not deleted, not disabled. */
const liveUser = (id: string) =>
  and(eq(users.id, id), isNull(users.deletedAt), eq(users.isActive, true));

/** The holder's own data: profile, photo, export and deletion. Drizzle only. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  async findLiveUser(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(liveUser(id)).limit(1);
    return row ?? null;
  }

  async existsOtherUserWithEmail(email: string, exceptId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  async updateProfile(id: string, values: ProfileValues): Promise<UserRow | null> {
    const [row] = await this.db.update(users).set(values).where(liveUser(id)).returning();
    return row ?? null;
  }

  /**
   * Sets the photo and returns the one it replaces (`undefined`: no such live user). Run inside a
   * transaction: the row is locked between the read and the write, so two uploads at once each
   * learn the photo they replaced, and no file is left orphaned.
   */
  async replaceAvatar(id: string, avatarUrl: string | null): Promise<string | null | undefined> {
    const [current] = await this.db
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(liveUser(id))
      .for('update');
    if (!current) return undefined;
    await this.db.update(users).set({ avatarUrl }).where(eq(users.id, id));
    return current.avatarUrl;
  }

  /** The client's PENDING and CONFIRMED bookings that start after `now`, soonest first. */
  async findUpcomingActiveAppointmentIds(clientId: string, now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.clientId, clientId),
          inArray(appointments.status, [...activeAppointmentStatuses]),
          gt(appointments.startsAt, now),
        ),
      )
      .orderBy(asc(appointments.startsAt));
    return rows.map((row) => row.id);
  }

  /**
   * Replaces the person's data with an anonymous placeholder and closes the account; returns the
   * photo URL it held, or `undefined` when the account was already gone. Run in a transaction.
   */
  async anonymise(
    id: string,
    placeholder: { name: string; email: string },
    now: Date,
  ): Promise<{ avatarUrl: string | null } | undefined> {
    const [current] = await this.db
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!current) return undefined;
    await this.db
      .update(users)
      .set({
        name: placeholder.name,
        email: placeholder.email,
        passwordHash: null,
        phone: null,
        avatarUrl: null,
        isVerified: false,
        isActive: false,
        city: null,
        state: null,
        street: null,
        country: null,
        postalCode: null,
        houseNumber: null,
        complement: null,
        biography: null,
        birthDate: null,
        neighborhood: null,
        deletedAt: now,
      })
      .where(eq(users.id, id));
    return current;
  }

  async findWalletHoldings(userId: string, now: Date): Promise<WalletHoldings> {
    const [row] = await executeRows<Record<keyof WalletHoldings, number | string>>(
      this.db,
      sql`select
        coalesce((select sum(${wallets.balanceCents}) from ${wallets}
          where ${wallets.userId} = ${userId}), 0) as "balanceCents",
        (select count(*) from ${walletDeposits}
          where ${walletDeposits.userId} = ${userId}
            and ${walletDeposits.status} in ('PENDING', 'PROCESSING')
            and ${walletDeposits.expiresAt} > ${now.toISOString()}) as "pendingDeposits",
        (select count(*) from ${appointments}
          where ${appointments.clientId} = ${userId}
            and ${appointments.status} in ('PENDING', 'CONFIRMED')
            and ${appointments.paymentMethod} = 'WALLET'
            and ${appointments.paymentStatus} = 'COMPLETED'
            and ${appointments.startsAt} > ${now.toISOString()}) as "walletPaidUpcoming"`,
    );
    return {
      balanceCents: Number(row?.balanceCents ?? 0),
      pendingDeposits: Number(row?.pendingDeposits ?? 0),
      walletPaidUpcoming: Number(row?.walletPaidUpcoming ?? 0),
    };
  }

  /**
   * What goes with the person, beside the profile: saved cards (tokens of theirs, not records),
   * their inbox, the links to outside sign-ins (so the same Google account may sign up again)
   * and the comments of their reviews (free text; the rating stays in the barber's average).
   */
  async removePersonalTraces(userId: string): Promise<void> {
    await this.db.delete(walletPaymentMethods).where(eq(walletPaymentMethods.userId, userId));
    await this.db.delete(notifications).where(eq(notifications.userId, userId));
    await this.db.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await this.db
      .update(reviews)
      .set({ comment: null })
      .where(and(eq(reviews.clientId, userId), isNotNull(reviews.comment)));
  }

  /** The person's wallets, one per shop they used (decision 042), oldest first. */
  async findWallets(userId: string): Promise<WalletRow[]> {
    return this.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .orderBy(asc(wallets.createdAt), asc(wallets.id));
  }

  /** Every movement of the person's wallets, whatever their shop, newest first. */
  async findWalletTransactions(userId: string): Promise<WalletTransactionRow[]> {
    return this.db
      .select()
      .from(walletTransactions)
      .where(
        inArray(
          walletTransactions.walletId,
          this.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId)),
        ),
      )
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id));
  }

  async findWalletPaymentMethods(userId: string): Promise<WalletPaymentMethodRow[]> {
    return this.db
      .select()
      .from(walletPaymentMethods)
      .where(eq(walletPaymentMethods.userId, userId))
      .orderBy(asc(walletPaymentMethods.createdAt));
  }

  async findWalletDeposits(userId: string): Promise<WalletDepositRow[]> {
    return this.db
      .select()
      .from(walletDeposits)
      .where(eq(walletDeposits.userId, userId))
      .orderBy(desc(walletDeposits.createdAt));
  }

  async findClientReviews(clientId: string): Promise<ExportedReviewRow[]> {
    return this.db
      .select({ review: reviews, barberName: barber.name })
      .from(reviews)
      .innerJoin(barber, eq(barber.id, reviews.barberId))
      .where(eq(reviews.clientId, clientId))
      .orderBy(desc(reviews.createdAt));
  }

  async findNotifications(userId: string): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
  }

  async findIdentities(userId: string): Promise<UserIdentityRow[]> {
    return this.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt));
  }

  async findClientAppointments(clientId: string): Promise<ExportedAppointmentRow[]> {
    return this.db
      .select({
        appointment: appointments,
        barberName: barber.name,
        shopName: barbershops.name,
        shopAddress: barbershops.address,
      })
      .from(appointments)
      .innerJoin(barber, eq(barber.id, appointments.barberId))
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .where(eq(appointments.clientId, clientId))
      .orderBy(desc(appointments.startsAt), desc(appointments.id));
  }

  async findServicesOf(appointmentIds: readonly string[]): Promise<AppointmentServiceRow[]> {
    if (appointmentIds.length === 0) return [];
    return this.db
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentId, [...appointmentIds]))
      .orderBy(asc(appointmentServices.appointmentId), asc(appointmentServices.position));
  }

  async findClientPayments(clientId: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.clientId, clientId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  }

  async findRefreshTokens(userId: string): Promise<RefreshTokenRow[]> {
    return this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(desc(refreshTokens.createdAt));
  }

  /** Every shop's public contact, by name. */
  async findShopContacts(): Promise<ShopContactRow[]> {
    return this.db
      .select({
        id: barbershops.id,
        name: barbershops.name,
        address: barbershops.address,
        phone: barbershops.phone,
        whatsapp: barbershops.whatsapp,
        privacyEmail: barbershops.privacyEmail,
        timeZone: barbershops.timeZone,
      })
      .from(barbershops)
      .orderBy(asc(barbershops.name), asc(barbershops.id));
  }
}
