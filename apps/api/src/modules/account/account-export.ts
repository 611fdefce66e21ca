import type { Profile } from '@navalha/core/contracts/account';
import type { AccountExport } from '@navalha/core/contracts/account-export';
import type { AppointmentServiceRow } from '../../db/schema/appointment-services.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AccountRepository } from './account.repository.js';

/** Everything we hold about the person, for them to download (LGPD art. 18, II and V). */
export async function exportAccountData(
  repository: AccountRepository,
  user: UserRow,
  { now, toProfile }: { now: () => Date; toProfile: (row: UserRow) => Profile },
): Promise<AccountExport> {
  const [appointmentRows, paymentRows, sessionRows, identityRows, reviewRows, noticeRows] =
    await Promise.all([
      repository.findClientAppointments(user.id),
      repository.findClientPayments(user.id),
      repository.findRefreshTokens(user.id),
      repository.findIdentities(user.id),
      repository.findClientReviews(user.id),
      repository.findNotifications(user.id),
    ]);
  const wallet = await exportWallet(repository, user.id);
  const servicesByAppointment = new Map<string, AppointmentServiceRow[]>();
  const services = await repository.findServicesOf(
    appointmentRows.map((row) => row.appointment.id),
  );
  for (const service of services) {
    const list = servicesByAppointment.get(service.appointmentId) ?? [];
    list.push(service);
    servicesByAppointment.set(service.appointmentId, list);
  }
  return {
    format: 'navalha-account-export',
    whatsappConsent: { optIn: user.whatsappOptIn, changedAt: user.whatsappConsentAt },
    version: 1,
    exportedAt: now(),
    profile: {
      ...toProfile(user),
      provider: user.provider,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    appointments: appointmentRows.map(({ appointment, barberName, shopName, shopAddress }) => ({
      id: appointment.id,
      scheduledTo: appointment.startsAt,
      endsAt: appointment.endsAt,
      status: appointment.status,
      paymentStatus: appointment.paymentStatus,
      paymentMethod: appointment.paymentMethod,
      barber: { name: barberName },
      barberShop: { name: shopName, address: shopAddress },
      services: (servicesByAppointment.get(appointment.id) ?? []).map((service) => ({
        name: service.name,
        price: service.priceCents,
        durationMinutes: service.durationMinutes,
      })),
      subtotal: appointment.subtotalCents,
      discount: appointment.discountCents,
      paymentFee: appointment.paymentFeeCents,
      total: appointment.totalCents,
      notes: appointment.notes,
      cancellationReason: appointment.cancellationReason,
      cancellationFee: appointment.cancellationFeeCents,
      cancelledAt: appointment.cancelledAt,
      createdAt: appointment.createdAt,
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      appointmentId: payment.appointmentId,
      method: payment.method,
      status: payment.status,
      amount: payment.amountCents,
      gateway: payment.gateway,
      gatewayPaymentId: payment.gatewayPaymentId,
      installments: payment.installments,
      cardBrand: payment.cardBrand,
      cardLastFour: payment.cardLastFour,
      failureReason: payment.failureReason,
      refundedAmount: payment.refundedAmountCents,
      refundReason: payment.refundReason,
      paidAt: payment.paidAt,
      refundedAt: payment.refundedAt,
      createdAt: payment.createdAt,
    })),
    sessions: sessionRows.map((session) => ({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
      userAgent: session.userAgent,
      ip: session.ip,
    })),
    identities: identityRows.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      createdAt: identity.createdAt,
      lastSignInAt: identity.lastSignInAt,
    })),
    wallet,
    reviews: reviewRows.map(({ review, barberName }) => ({
      id: review.id,
      appointmentId: review.appointmentId,
      barber: { name: barberName },
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    })),
    notifications: noticeRows.map((notice) => ({
      id: notice.id,
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      readAt: notice.readAt,
      createdAt: notice.createdAt,
    })),
  };
}

async function exportWallet(
  repository: AccountRepository,
  userId: string,
): Promise<AccountExport['wallet']> {
  // One wallet per shop used (decision 042): the balance is their sum, each movement names its shop.
  const wallets = await repository.findWallets(userId);
  const [first] = wallets;
  if (!first) return null;
  const [transactions, methods, deposits] = await Promise.all([
    repository.findWalletTransactions(userId),
    repository.findWalletPaymentMethods(userId),
    repository.findWalletDeposits(userId),
  ]);
  return {
    balance: wallets.reduce((sum, wallet) => sum + wallet.balanceCents, 0),
    createdAt: first.createdAt,
    transactions: transactions.map((movement) => ({
      id: movement.id,
      barbershopId: movement.barbershopId,
      type: movement.type,
      direction: movement.direction,
      amount: movement.amountCents,
      balanceAfter: movement.balanceAfterCents,
      status: movement.status,
      appointmentId: movement.appointmentId,
      description: movement.description,
      createdAt: movement.createdAt,
    })),
    paymentMethods: methods.map((method) => ({
      id: method.id,
      methodType: method.methodType,
      isDefault: method.isDefault,
      cardBrand: method.cardBrand,
      cardLastFour: method.cardLastFour,
      cardholderName: method.cardholderName,
      expiryDate: method.expiryDate,
      createdAt: method.createdAt,
    })),
    deposits: deposits.map((deposit) => ({
      id: deposit.id,
      barbershopId: deposit.barbershopId,
      amount: deposit.amountCents,
      status: deposit.status,
      gateway: deposit.gateway,
      failureReason: deposit.failureReason,
      paidAt: deposit.paidAt,
      createdAt: deposit.createdAt,
    })),
  };
}
