import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { appointments } from '../db/schema/appointments.js';
import { invitations } from '../db/schema/invitations.js';
import { notifications } from '../db/schema/notifications.js';
import { payments } from '../db/schema/payments.js';
import { promoCodes } from '../db/schema/promo-codes.js';
import { services } from '../db/schema/services.js';
import { timeOff } from '../db/schema/time-off.js';
import { waitlistEntries } from '../db/schema/waitlist-entries.js';
import { walletDeposits } from '../db/schema/wallet-deposits.js';
import { walletPaymentMethods } from '../db/schema/wallet-payment-methods.js';
import { workingHours } from '../db/schema/working-hours.js';
import { joinByInvitation } from './invitation-fixtures.js';
import { cardToken } from './payment-fixtures.js';
import { actorFor, futureDate, insertAppointment } from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';
import { setupAnswers } from './setup-fixtures.js';

/**
 * Shop B of the tenant isolation matrix (tenant-isolation.test.ts): a shop made the way shops are
 * made (shop sign-up), its staff invited, its clients signed up, its bookings, payments, promo
 * codes, reviews, waiting list, time off, wallet money and notifications made through the API.
 * Only a booking in the past is written straight to the table: no route books yesterday.
 */

/** The kinds of row a route's path names, and shop B's rows of each kind. */
export const rowKinds = [
  'shop',
  'service',
  'barber',
  'workingHours',
  'appointment',
  'payment',
  'notification',
  'walletMethod',
  'deposit',
  'client',
  'admin',
  'timeOff',
  'promoCode',
  'invitation',
  'waitlistEntry',
] as const;
export type RowKind = (typeof rowKinds)[number];

export interface ShopB {
  id: string;
  owner: Actor;
  admin: Actor;
  reception: Actor;
  barber: Actor;
  clients: Actor[];
  /** Everyone of shop B, staff and clients: the rows keyed by a person are B's too. */
  people: string[];
  ids: Record<RowKind, string[]>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(
  app: FastifyInstance,
  actor: Actor | null,
  method: Method,
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    ...(actor ? { headers: actor.headers } : {}),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) {
    throw new Error(`shop B fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.body ? (response.json() as Record<string, unknown>) : {};
}

/** A signed-in person from an answer carrying `user` and `accessToken`. */
function sessionActor(body: Record<string, unknown>): Actor {
  const user = body.user as { id: string; role: Actor['role']; barbershopId?: string | null };
  return {
    id: user.id,
    role: user.role,
    barbershopId: user.barbershopId ?? null,
    headers: { authorization: `Bearer ${String(body.accessToken)}` },
  };
}

/** Builds shop B on an app whose shop sign-up is open. */
export async function buildShopB(app: FastifyInstance, db: Db): Promise<ShopB> {
  const signup = await call(app, null, 'POST', '/api/shop-signup', {
    owner: { ...setupAnswers.owner, email: 'dona@barbeariab.com.br' },
    shop: { ...setupAnswers.shop, name: 'Barbearia B' },
    slug: 'barbearia-b',
    hours: setupAnswers.hours,
    services: setupAnswers.services,
    team: { takesBookings: true, invitations: [] },
  });
  const shopId = (signup.barbershop as { id: string }).id;
  const ownerSession = sessionActor(signup);
  const owner = await actorFor({ id: ownerSession.id, role: 'OWNER', barbershopId: shopId });

  const joined = async (role: 'ADMIN' | 'BARBER' | 'RECEPTION', email: string) => {
    const staff = await joinByInvitation(app, owner, { name: `Equipe ${role}`, email, role });
    return actorFor({ id: staff.member.id, role, barbershopId: shopId });
  };
  const admin = await joined('ADMIN', 'admin@barbeariab.com.br');
  const reception = await joined('RECEPTION', 'recepcao@barbeariab.com.br');
  const barber = await joined('BARBER', 'barbeiro@barbeariab.com.br');

  const shopServices = await db
    .select({ id: services.id, priceCents: services.priceCents })
    .from(services)
    .where(eq(services.barbershopId, shopId));
  const serviceIds = shopServices.map((service) => service.id);
  await call(app, admin, 'PATCH', `/api/admin/barbers/${barber.id}`, { serviceIds });
  await call(app, admin, 'POST', `/api/working-hours/barber/${barber.id}/multiple`, {
    workingHours: [2, 3, 4].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '18:00',
    })),
  });
  // A pending invitation (never accepted) and the barber's time off.
  await call(app, owner, 'POST', '/api/admin/invitations', {
    name: 'Convidado Pendente',
    email: 'pendente@barbeariab.com.br',
    role: 'BARBER',
  });
  const offDay = futureDate(3, 60);
  await call(app, reception, 'POST', `/api/admin/barbers/${barber.id}/time-off`, {
    startDate: offDay,
    startTime: '16:00',
    endDate: offDay,
    endTime: '17:00',
  });
  await call(app, admin, 'POST', '/api/admin/promo-codes', {
    code: 'BARBEARIAB15',
    discountPercent: 15,
  });

  const clients: Actor[] = [];
  for (const name of ['lucas', 'bia']) {
    const session = await call(app, null, 'POST', '/api/auth/register', {
      name: `Cliente ${name}`,
      email: `${name}@clientesb.com.br`,
      password: 'Cliente@2026',
    });
    clients.push(sessionActor(session));
  }
  const [lucas, bia] = clients as [Actor, Actor];
  const corte = shopServices[0] as { id: string; priceCents: number };

  let week = 0;
  const book = async (client: Actor, paymentMethod: PaymentMethod) => {
    week += 1;
    const totals = computeOrderTotals({
      items: [{ priceCents: corte.priceCents, promotionalPriceCents: null }],
      method: paymentMethod,
    });
    const booked = await call(app, client, 'POST', '/api/appointments', {
      serviceIds: [corte.id],
      barberIds: [barber.id],
      scheduledDate: futureDate(2, 40 + 7 * week),
      scheduledTime: '10:00',
      paymentMethod,
      totalPrice: fromCents(totals.total),
    });
    return { id: String(booked.id), amount: fromCents(totals.total) };
  };

  // Pending (cash), confirmed, paid by PIX, paid by card, paid in cash at the desk.
  await book(lucas, 'CASH');
  const confirmed = await book(bia, 'CASH');
  await call(app, barber, 'PATCH', `/api/appointments/${confirmed.id}/confirm`);
  const pix = await book(lucas, 'PIX');
  const pixPayment = await call(app, lucas, 'POST', '/api/payments/create', {
    appointmentId: pix.id,
    amount: pix.amount,
    method: 'pix',
  });
  await call(app, lucas, 'POST', '/api/payments/mock', {
    paymentId: pixPayment.id,
    status: 'approved',
  });
  const card = await book(bia, 'CREDIT_CARD');
  await call(app, bia, 'POST', '/api/payments/card/create', {
    appointmentId: card.id,
    amount: card.amount,
    cardToken: await cardToken(app, bia, 'APRO'),
  });
  const cash = await book(lucas, 'CASH');
  await call(app, reception, 'POST', `/api/admin/agenda/bookings/${cash.id}/receive-payment`, {
    with: 'cash',
    givenCents: 10_000,
  });

  // Done yesterday, then completed by its barber and reviewed by its client.
  const done = await insertAppointment(db, {
    clientId: bia.id,
    barberId: barber.id,
    barbershopId: shopId,
    serviceId: corte.id,
    startsAt: new Date(Date.now() - 26 * 60 * 60_000),
    status: 'CONFIRMED',
  });
  await call(app, barber, 'PATCH', `/api/appointments/${done}/complete`);
  await call(app, bia, 'POST', '/api/reviews', { appointmentId: done, rating: 5 });

  await call(app, lucas, 'POST', '/api/waitlist', {
    date: futureDate(4, 50),
    fromTime: '09:00',
    toTime: '12:00',
    serviceIds: [corte.id],
  });
  // Money in Bia's wallet at this shop (decision 042: a balance is one shop's).
  const deposit = await call(app, bia, 'POST', '/api/wallet/deposits', {
    amount: 80,
    barbershopId: shopId,
  });
  await call(app, bia, 'POST', `/api/wallet/deposits/${String(deposit.id)}/mock`, {
    status: 'approved',
  });
  await call(app, bia, 'POST', '/api/wallet/payment-methods', {
    card_token: await cardToken(app, bia, 'BIA SANTOS', '4235647728025683'),
    method_type: 'credit_card',
    cardholder_name: 'Bia Santos',
    expiry_date: '2030-11-01',
  });
  await call(app, admin, 'PUT', `/api/admin/clients/${bia.id}/note`, { body: 'Prefere tesoura' });

  const staff = [owner, admin, reception, barber];
  const people = [...staff, ...clients].map((person) => person.id);
  return {
    id: shopId,
    owner,
    admin,
    reception,
    barber,
    clients,
    people,
    ids: await shopRows(db, shopId, people, {
      barbers: [owner.id, barber.id],
      clients: clients.map((client) => client.id),
      admins: [admin.id],
    }),
  };
}

/** Shop B's rows of each kind, read once it is built. */
async function shopRows(
  db: Db,
  shopId: string,
  people: string[],
  who: { barbers: string[]; clients: string[]; admins: string[] },
): Promise<Record<RowKind, string[]>> {
  const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
  return {
    shop: [shopId],
    service: ids(
      await db.select({ id: services.id }).from(services).where(eq(services.barbershopId, shopId)),
    ),
    barber: who.barbers,
    workingHours: ids(
      await db
        .select({ id: workingHours.id })
        .from(workingHours)
        .where(inArray(workingHours.barberId, who.barbers)),
    ),
    appointment: ids(
      await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.barbershopId, shopId)),
    ),
    payment: ids(
      await db.select({ id: payments.id }).from(payments).where(eq(payments.barbershopId, shopId)),
    ),
    notification: ids(
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.userId, people)),
    ),
    walletMethod: ids(
      await db
        .select({ id: walletPaymentMethods.id })
        .from(walletPaymentMethods)
        .where(inArray(walletPaymentMethods.userId, who.clients)),
    ),
    deposit: ids(
      await db
        .select({ id: walletDeposits.id })
        .from(walletDeposits)
        .where(eq(walletDeposits.barbershopId, shopId)),
    ),
    client: who.clients,
    admin: who.admins,
    timeOff: ids(
      await db
        .select({ id: timeOff.id })
        .from(timeOff)
        .where(inArray(timeOff.barberId, who.barbers)),
    ),
    promoCode: ids(
      await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(eq(promoCodes.barbershopId, shopId)),
    ),
    invitation: ids(
      await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.barbershopId, shopId)),
    ),
    waitlistEntry: ids(
      await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.barbershopId, shopId)),
    ),
  };
}
