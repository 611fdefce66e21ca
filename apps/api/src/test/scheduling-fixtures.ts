import { randomUUID } from 'node:crypto';
import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { isId } from '@navalha/core/contracts/ids';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import type { Role } from '@navalha/core/domain/auth/roles';
import {
  addDaysToLocalDate,
  getLocalDayOfWeek,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { demoServices, demoWeek } from '../demo/demo-catalog.js';
import { appointmentServices } from '../db/schema/appointment-services.js';
import { appointments } from '../db/schema/appointments.js';
import { barberServices } from '../db/schema/barber-services.js';
import { barbershops } from '../db/schema/barbershops.js';
import { services } from '../db/schema/services.js';
import { users } from '../db/schema/users.js';
import { workingHours } from '../db/schema/working-hours.js';
import { DEMO_BARBERSHOP_ID } from '../demo/seed.js';
import { createAccessTokens } from '../modules/auth/tokens.js';
import { TEST_JWT_SECRET } from './test-app.js';

export const SAO_PAULO = 'America/Sao_Paulo';
export { DEMO_BARBERSHOP_ID, demoServices };

const accessTokens = createAccessTokens(TEST_JWT_SECRET);

/** Someone the tests act as: their id, role, shop and a valid bearer header. */
export interface Actor {
  id: string;
  role: Role;
  barbershopId: string | null;
  headers: { authorization: string };
}

export async function actorFor(user: {
  id: string;
  role: Role;
  barbershopId: string | null;
}): Promise<Actor> {
  const token = await accessTokens.sign({
    userId: user.id,
    role: user.role,
    barbershopId: user.barbershopId,
  });
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

/** A seeded demo account as an actor. */
export async function demoActor(db: Db, email: string): Promise<Actor> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return actorFor(row);
}

/** A new user straight in the database (no password: tests sign tokens themselves). */
export async function createUser(
  db: Db,
  role: Role,
  barbershopId: string | null,
  name = `${role} ${randomUUID().slice(0, 6)}`,
): Promise<Actor> {
  const [row] = await db
    .insert(users)
    .values({
      name,
      email: `${randomUUID()}@teste.dev`,
      role,
      barbershopId,
      phone: '(11) 91111-2222',
    })
    .returning();
  if (!row) throw new Error('insert user failed');
  return actorFor(row);
}

/** A second shop with a barber (offering every given service of it), an admin and an owner. */
/** A shop; `fields` sets what else it starts with (its public page's `slug`). */
export async function createShop(
  db: Db,
  name = 'Barbearia Rival',
  fields: { slug?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(barbershops)
    .values({
      name,
      address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
      timeZone: SAO_PAULO,
      settings: barbershopSettingsSchema.parse({}),
      ...fields,
    })
    .returning({ id: barbershops.id });
  if (!row) throw new Error('insert shop failed');
  return row.id;
}

/** Merges `patch` into a shop's settings (the demo shop's unless told), as an owner's save would. */
export async function patchShopSettings(
  db: Db,
  patch: Partial<BarbershopSettings>,
  shopId: string = DEMO_BARBERSHOP_ID,
): Promise<void> {
  const [shop] = await db
    .select({ settings: barbershops.settings })
    .from(barbershops)
    .where(eq(barbershops.id, shopId));
  if (!shop) throw new Error(`no shop ${shopId}`);
  await db
    .update(barbershops)
    .set({ settings: { ...shop.settings, ...patch } })
    .where(eq(barbershops.id, shopId));
}

export async function createService(
  db: Db,
  barbershopId: string,
  values: { name?: string; priceCents?: number; durationMinutes?: number } = {},
): Promise<string> {
  const [row] = await db
    .insert(services)
    .values({
      barbershopId,
      name: values.name ?? 'Corte teste',
      priceCents: values.priceCents ?? 5000,
      durationMinutes: values.durationMinutes ?? 30,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('insert service failed');
  return row.id;
}

/**
 * A service a fixture's booking can name at `barbershopId` (a booked service is of the booking's
 * own shop, decision 045): the demo's first at the demo shop, else the shop's oldest, made when
 * it has none.
 */
export async function serviceOfShop(db: Db, barbershopId: string): Promise<string> {
  if (barbershopId === DEMO_BARBERSHOP_ID) return demoServices[0].id;
  const [existing] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.barbershopId, barbershopId))
    .orderBy(services.createdAt, services.id)
    .limit(1);
  return existing?.id ?? createService(db, barbershopId);
}

/** A barber of `barbershopId` working the demo week and offering `serviceIds`. */
export async function createBarber(
  db: Db,
  barbershopId: string,
  serviceIds: readonly string[],
  name?: string,
): Promise<Actor> {
  const barber = await createUser(db, 'BARBER', barbershopId, name);
  if (serviceIds.length > 0) {
    await db
      .insert(barberServices)
      .values(serviceIds.map((serviceId) => ({ barbershopId, barberId: barber.id, serviceId })));
  }
  await db
    .insert(workingHours)
    .values(demoWeek.map((period) => ({ ...period, barbershopId, barberId: barber.id })));
  return barber;
}

export async function userIdsByEmail(db: Db, emails: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * The first `dayOfWeek` (1 = Monday) at least `minDaysAhead` days after today in São Paulo:
 * far enough ahead that the seeded agenda (two weeks) leaves it free.
 */
export function futureDate(dayOfWeek = 1, minDaysAhead = 21, now = new Date()): string {
  let date = addDaysToLocalDate(localDateInZone(now, SAO_PAULO), minDaysAhead);
  while (getLocalDayOfWeek(date) !== dayOfWeek) date = addDaysToLocalDate(date, 1);
  return date;
}

export function spInstant(date: string, time: string): Date {
  return shopLocalToUtc(date, time, SAO_PAULO);
}

export interface AppointmentFixture {
  clientId: string;
  barberId: string;
  barbershopId?: string;
  startsAt: Date;
  durationMinutes?: number;
  status?: AppointmentStatus;
  paymentStatus?: PaymentStatus;
  serviceId?: string;
  totalCents?: number;
}

/** The shop a barber works at, if the id is a barber's. */
async function shopOfBarber(db: Db, barberId: string): Promise<string | null> {
  if (!isId(barberId)) return null;
  const [row] = await db
    .select({ barbershopId: users.barbershopId })
    .from(users)
    .where(eq(users.id, barberId));
  return row?.barbershopId ?? null;
}

/**
 * An appointment written straight to the database, with one service snapshot, at the barber's
 * shop unless told (as the app books: availability reads a barber's bookings in their shop).
 */
export async function insertAppointment(db: Db, fixture: AppointmentFixture): Promise<string> {
  const id = randomUUID();
  const durationMinutes = fixture.durationMinutes ?? 40;
  const shopId =
    fixture.barbershopId ?? (await shopOfBarber(db, fixture.barberId)) ?? DEMO_BARBERSHOP_ID;
  const serviceId = fixture.serviceId ?? (await serviceOfShop(db, shopId));
  const totalCents = fixture.totalCents ?? 5000;
  await db.insert(appointments).values({
    id,
    clientId: fixture.clientId,
    barberId: fixture.barberId,
    barbershopId: shopId,
    startsAt: fixture.startsAt,
    endsAt: new Date(fixture.startsAt.getTime() + durationMinutes * 60_000),
    status: fixture.status ?? 'PENDING',
    paymentStatus: fixture.paymentStatus ?? 'PENDING',
    paymentMethod: 'PIX',
    subtotalCents: totalCents,
    totalCents,
  });
  await db.insert(appointmentServices).values({
    barbershopId: shopId,
    appointmentId: id,
    position: 0,
    serviceId,
    name: 'Corte de cabelo',
    priceCents: totalCents,
    durationMinutes,
    iconKey: 'haircut',
  });
  return id;
}

export async function findAppointment(db: Db, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}
