import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.js';
import { payments } from '../../db/schema/payments.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { notifications } from '../../db/schema/notifications.js';
import { reviews } from '../../db/schema/reviews.js';
import { userIdentities } from '../../db/schema/user-identities.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import { wallets } from '../../db/schema/wallets.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import {
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  insertAppointment,
  spInstant,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import {
  setupAccount,
  app,
  db,
  profile,
  userRow,
  signUp,
  patchProfile,
} from './account.test-helpers.js';

setupAccount();

let bruno: Actor;

beforeAll(async () => {
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

describe('GET /api/users/me/export', () => {
  it('gives everything held about the person as a JSON attachment', async () => {
    const { actor } = await signUp();
    const booking = await insertBooking(db, {
      clientId: actor.id,
      barberId: bruno.id,
      method: 'PIX',
    });
    await db
      .update(appointments)
      .set({ notes: 'Sem máquina, por favor' })
      .where(eq(appointments.id, booking.id));
    const payment = await app.inject({
      method: 'POST',
      url: '/api/payments/pix/create',
      headers: actor.headers,
      payload: { appointmentId: booking.id, amount: booking.amount },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    // Someone else's booking never shows up.
    const marina = await demoActor(db, 'marina@navalha.dev');
    await insertBooking(db, { clientId: marina.id, barberId: bruno.id, method: 'PIX' });

    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: actor.headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="navalha-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data).toMatchObject({
      format: 'navalha-account-export',
      version: 1,
      profile: { id: actor.id, name: 'Cliente Novo', provider: 'LOCAL' },
      appointments: [
        {
          id: booking.id,
          status: 'PENDING',
          paymentMethod: 'PIX',
          barber: { name: 'Bruno Barbeiro' },
          barberShop: { name: 'Navalha Barbearia' },
          services: [{ name: 'Corte de cabelo', price: expect.any(Number), durationMinutes: 40 }],
          total: booking.amount,
          notes: 'Sem máquina, por favor',
        },
      ],
      payments: [
        { appointmentId: booking.id, method: 'PIX', amount: booking.amount, gateway: 'sandbox' },
      ],
      sessions: [{ userAgent: 'lightMyRequest', revokedAt: null }],
    });
    const [exportedPayment] = data.payments as Record<string, unknown>[];
    for (const secret of ['qrCode', 'qrCodeBase64', 'idempotencyKey', 'paymentUrl']) {
      expect(exportedPayment).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    expect(JSON.stringify(data)).not.toContain('tokenHash');
    expect(data).toMatchObject({ wallet: null, reviews: [], notifications: [], identities: [] });
  });

  it('includes the wallet (never a card token), reviews, notifications and linked sign-ins', async () => {
    const { actor } = await signUp();
    const traces = await leaveTraces(actor.id);

    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: actor.headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({
      wallet: {
        balance: 0,
        transactions: [],
        paymentMethods: [
          { methodType: 'credit_card', cardBrand: 'Visa', cardLastFour: '4242', isDefault: true },
        ],
        deposits: [],
      },
      reviews: [
        { appointmentId: traces.appointmentId, rating: 5, comment: 'Ótimo corte, obrigado Bruno!' },
      ],
      notifications: [{ type: 'APPOINTMENT_COMPLETED', title: 'Atendimento concluído' }],
      identities: [{ provider: 'GOOGLE', email: 'cliente.google@gmail.com' }],
    });
    expect(response.body).not.toContain('tok_segredo');
  });
});

/** What a client leaves behind beside the profile: a saved card, a review, a notice, a Google link. */
async function leaveTraces(userId: string) {
  const [wallet] = await db
    .insert(wallets)
    .values({ userId, barbershopId: DEMO_BARBERSHOP_ID })
    .returning();
  await db.insert(walletPaymentMethods).values({
    userId,
    methodType: 'credit_card',
    isDefault: true,
    cardToken: 'tok_segredo',
    cardBrand: 'Visa',
    cardLastFour: '4242',
    cardholderName: 'CLIENTE NOVO',
    expiryDate: '2030-11-01',
  });
  const appointmentId = await insertAppointment(db, {
    clientId: userId,
    barberId: bruno.id,
    startsAt: new Date(Date.now() - 3 * 24 * 60 * 60_000),
    status: 'COMPLETED',
    paymentStatus: 'COMPLETED',
  });
  await db.insert(reviews).values({
    appointmentId,
    barbershopId: DEMO_BARBERSHOP_ID,
    clientId: userId,
    barberId: bruno.id,
    rating: 5,
    comment: 'Ótimo corte, obrigado Bruno!',
  });
  await db.insert(notifications).values({
    userId,
    type: 'APPOINTMENT_COMPLETED',
    title: 'Atendimento concluído',
    body: 'Seu atendimento foi concluído.',
    appointmentId,
    barbershopId: DEMO_BARBERSHOP_ID,
  });
  await db.insert(userIdentities).values({
    userId,
    provider: 'GOOGLE',
    subject: `google-${userId}`,
    email: 'cliente.google@gmail.com',
  });
  return { walletId: wallet?.id ?? '', appointmentId };
}

describe('DELETE /api/users/me', () => {
  it('anonymises the client, cancels upcoming bookings, keeps the books, ends every session', async () => {
    const { actor, email, refreshToken } = await signUp();
    await patchProfile(actor, { ...profile, email });
    const upcoming = await insertBooking(db, {
      clientId: actor.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    const past = await insertAppointment(db, {
      clientId: actor.id,
      barberId: bruno.id,
      startsAt: new Date(Date.now() - 10 * 24 * 60 * 60_000),
      status: 'COMPLETED',
      paymentStatus: 'COMPLETED',
    });
    await db
      .update(appointments)
      .set({ notes: 'Meu telefone é 99999-0000' })
      .where(eq(appointments.id, past));
    const [paid] = await db
      .insert(payments)
      .values({
        appointmentId: past,
        clientId: actor.id,
        barbershopId: DEMO_BARBERSHOP_ID,
        method: 'PIX',
        flow: 'pix',
        status: 'COMPLETED',
        amountCents: 5000,
        gateway: 'sandbox',
        paidAt: new Date(),
      })
      .returning();

    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: actor.headers,
      payload: { confirmation: 'excluir' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Sua conta foi excluída.',
      cancelledAppointments: 1,
    });
    const row = await userRow(actor.id);
    expect(row).toMatchObject({
      name: 'Usuário removido',
      passwordHash: null,
      phone: null,
      avatarUrl: null,
      birthDate: null,
      postalCode: null,
      street: null,
      houseNumber: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      country: null,
      isActive: false,
      isVerified: false,
    });
    expect(row.email).toMatch(/^removido-[0-9a-f-]{36}@removido\.invalid$/);
    expect(row.deletedAt).toBeInstanceOf(Date);

    const [upcomingRow] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.id, upcoming.id));
    expect(upcomingRow).toMatchObject({ status: 'CANCELLED' });
    const [pastRow] = await db.select().from(appointments).where(eq(appointments.id, past));
    expect(pastRow).toMatchObject({ status: 'COMPLETED', notes: null, clientId: actor.id });
    const [paymentRow] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, paid?.id ?? ''));
    expect(paymentRow).toMatchObject({ status: 'COMPLETED', amountCents: 5000 });

    const live = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, actor.id));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Segredo@123' },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const profileAfter = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: actor.headers,
    });
    expect(profileAfter.statusCode).toBe(401);
    // Refused by the token check once this instance has heard of the revocation (an instant
    // later on PostgreSQL), else by the profile's own look at the account: either way signed out.
    expect(profileAfter.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    // The address is free again: the person may come back with a new account.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'De Volta', email, password: 'Segredo@123' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('removes saved cards, notices and Google links, keeps the rating without its comment', async () => {
    const { actor } = await signUp();
    const traces = await leaveTraces(actor.id);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: actor.headers,
      payload: { confirmation: 'EXCLUIR' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const cards = await db
      .select()
      .from(walletPaymentMethods)
      .where(eq(walletPaymentMethods.userId, actor.id));
    expect(cards).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, actor.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(userIdentities).where(eq(userIdentities.userId, actor.id)),
    ).toEqual([]);
    const [review] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.appointmentId, traces.appointmentId));
    expect(review).toMatchObject({ rating: 5, comment: null });
    const [wallet] = await db.select().from(wallets).where(eq(wallets.id, traces.walletId));
    expect(wallet).toBeDefined();
  });

  it.each([
    [
      'money in the wallet',
      'Sua carteira ainda tem saldo. Use-o ou fale com a barbearia antes de excluir sua conta.',
      async (userId: string) => {
        await db
          .insert(wallets)
          .values({ userId, barbershopId: DEMO_BARBERSHOP_ID, balanceCents: 2500 });
      },
    ],
    [
      'a deposit on its way',
      'Há um depósito na sua carteira aguardando confirmação. Exclua a conta depois que ele for concluído.',
      async (userId: string) => {
        const [wallet] = await db
          .insert(wallets)
          .values({ userId, barbershopId: DEMO_BARBERSHOP_ID })
          .returning();
        await db.insert(walletDeposits).values({
          walletId: wallet?.id ?? '',
          barbershopId: DEMO_BARBERSHOP_ID,
          userId,
          amountCents: 5000,
          gateway: 'sandbox',
          expiresAt: new Date(Date.now() + 20 * 60_000),
        });
      },
    ],
    [
      'an upcoming booking paid from the wallet',
      'Você tem um agendamento pago com a carteira. Cancele-o antes: o valor volta para o seu saldo, que você pode usar antes de excluir a conta.',
      async (userId: string) => {
        await insertBooking(db, {
          clientId: userId,
          barberId: bruno.id,
          method: 'WALLET',
          status: 'CONFIRMED',
          paymentStatus: 'COMPLETED',
        });
      },
    ],
  ])('refuses while the account holds money (%s) and changes nothing', async (_, message, hold) => {
    const { actor } = await signUp();
    const upcoming = await insertBooking(db, {
      clientId: actor.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    await hold(actor.id);
    const before = await userRow(actor.id);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: actor.headers,
      payload: { confirmation: 'EXCLUIR' },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_HAS_BALANCE', message });
    expect(await userRow(actor.id)).toEqual(before);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect(row?.status).toBe('PENDING');
  });

  it('answers 400 without the confirmation word and changes nothing', async () => {
    const { actor } = await signUp();
    const before = await userRow(actor.id);
    const upcoming = await insertAppointment(db, {
      clientId: actor.id,
      barberId: bruno.id,
      startsAt: spInstant(futureDate(2, 60), '10:00'),
    });
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: actor.headers,
      payload: { confirmation: 'sim' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'confirmation',
      message: 'Digite EXCLUIR para confirmar',
    });
    expect(await userRow(actor.id)).toEqual(before);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, upcoming));
    expect(row?.status).toBe('PENDING');
  });

  it('is not for staff: their accounts belong to the shop', async () => {
    for (const role of ['BARBER', 'ADMIN', 'OWNER'] as const) {
      const staff = await createUser(db, role, DEMO_BARBERSHOP_ID);
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: staff.headers,
        payload: { confirmation: 'EXCLUIR' },
      });
      expect(response.statusCode).toBe(403);
      expect((await userRow(staff.id)).deletedAt).toBeNull();
    }
  });
});
