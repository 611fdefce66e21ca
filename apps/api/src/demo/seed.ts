import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { Role } from '@navalha/core/domain/auth/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../modules/auth/password.js';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';
import type { Db } from '../db/client.js';
import { DEMO_PROMO_CODE, demoBarberServices, demoServices, demoWeek } from './demo-catalog.js';
import type { DemoService } from './demo-catalog.js';
import { planDemoAppointments } from './demo-appointments.js';
import { planDemoReviews } from './demo-reviews.js';
import { seedDemoWallet } from './demo-wallet.js';
import { recordPlannedBookings } from '../modules/appointments/booking-lifecycle.js';
import { addPromoCodeUses, ensurePromoCode } from '../modules/promo-codes/promo-code-uses.js';
import { appointments } from '../db/schema/appointments.js';
import { barberServices } from '../db/schema/barber-services.js';
import { barbershops } from '../db/schema/barbershops.js';
import { promoCodes } from '../db/schema/promo-codes.js';
import { reviews } from '../db/schema/reviews.js';
import { seedRuns } from '../db/schema/seed-runs.js';
import { services } from '../db/schema/services.js';
import { users } from '../db/schema/users.js';
import { workingHours } from '../db/schema/working-hours.js';

/** The demo shop's fixed id (migration 0015 recognises a database seeded before seed_runs). */
export const DEMO_BARBERSHOP_ID = '6e617661-6c68-4100-8000-000000000001';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone: string;
}

/** Printed at start-up; the passwords satisfy the sign-in form's rules (spec §5). */
export const demoAccounts: readonly DemoAccount[] = [
  {
    name: 'Carlos Cliente',
    email: 'cliente@navalha.dev',
    password: 'Cliente@123',
    role: 'CLIENT',
    phone: '(11) 98765-4321',
  },
  {
    name: 'Bruno Barbeiro',
    email: 'barbeiro@navalha.dev',
    password: 'Barbeiro@123',
    role: 'BARBER',
    phone: '(11) 97654-3210',
  },
  {
    name: 'Ana Administradora',
    email: 'admin@navalha.dev',
    password: 'Admin@123',
    role: 'ADMIN',
    phone: '(11) 96543-2109',
  },
  {
    name: 'Diego Dono',
    email: 'dono@navalha.dev',
    password: 'Dono@123',
    role: 'OWNER',
    phone: '(11) 95432-1098',
  },
  {
    name: 'Renata Recepção',
    email: 'recepcao@navalha.dev',
    password: 'Recepcao@123',
    role: 'RECEPTION',
    phone: '(11) 94444-1212',
  },
];

/**
 * More people for the demo to feel lived in: three barbers (the shop has four) and two clients.
 * Not printed at start-up; their passwords follow the same pattern.
 */
export const demoExtraAccounts: readonly DemoAccount[] = [
  {
    name: 'Rafael Moreira',
    email: 'rafael@navalha.dev',
    password: 'Barbeiro@123',
    role: 'BARBER',
    phone: '(11) 94321-0987',
  },
  {
    name: 'Thiago Nascimento',
    email: 'thiago@navalha.dev',
    password: 'Barbeiro@123',
    role: 'BARBER',
    phone: '(11) 93210-9876',
  },
  {
    name: 'Lucas Ferreira',
    email: 'lucas@navalha.dev',
    password: 'Barbeiro@123',
    role: 'BARBER',
    phone: '(11) 92109-8765',
  },
  {
    name: 'Marina Costa',
    email: 'marina@navalha.dev',
    password: 'Cliente@123',
    role: 'CLIENT',
    phone: '(11) 91098-7654',
  },
  {
    name: 'Pedro Almeida',
    email: 'pedro@navalha.dev',
    password: 'Cliente@123',
    role: 'CLIENT',
    phone: '(11) 90987-6543',
  },
];

const allDemoAccounts = [...demoAccounts, ...demoExtraAccounts];

/** Past completed appointments per working day: the experience labels come out varied. */
const barberDailyRates: Readonly<Record<string, number>> = {
  'barbeiro@navalha.dev': 1.4,
  'rafael@navalha.dev': 0.8,
  'thiago@navalha.dev': 0.75,
  'lucas@navalha.dev': 0.3,
};

const demoBarbershop = {
  id: DEMO_BARBERSHOP_ID,
  name: 'Navalha Barbearia',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP, 01304-001',
  phone: '(11) 3456-7890',
  whatsapp: '(11) 93456-7890',
  privacyEmail: 'privacidade@navalha.dev',
  slug: 'navalha-barbearia',
  timeZone: 'America/Sao_Paulo',
  settings: barbershopSettingsSchema.parse({
    pixKey: 'pix@navalha.dev',
    pixMerchantName: 'NAVALHA BARBEARIA',
    pixMerchantCity: 'SAO PAULO',
  }),
};

/** The `seed_runs` row of the demo: once it exists, the demo is never seeded again. */
export const DEMO_SEED = 'demo';

export interface SeedOptions {
  /** The agenda is laid out around this instant; the clock when omitted. */
  now?: Date;
}

export interface SeedResult {
  /** False when this database had its demo already (seeded before, or by another instance). */
  seeded: boolean;
  createdAccounts: string[];
  /** Appointments created: the whole demo agenda when seeded, else 0. */
  createdAppointments: number;
}

const NOT_SEEDED: SeedResult = { seeded: false, createdAccounts: [], createdAppointments: 0 };

/**
 * Seeds the demo shop once per database: the shop, the accounts, the menu, who offers what, the
 * working week, NAVALHA10 and an agenda around today, in one transaction that also records
 * `seed_runs('demo')`. That row is the gate: a database that has it is never seeded again, so
 * an account or a shop its owner renamed, changed or deleted is never recreated by a restart.
 * Several instances starting at once seed once: the second insert of the row waits for the
 * first transaction and then finds it (the PRIMARY KEY), and that instance seeds nothing.
 */
export async function seedDatabase(
  db: Db,
  hasher: PasswordHasher,
  options: SeedOptions = {},
): Promise<SeedResult> {
  // A restart finds the row at once and hashes nothing.
  if (await demoSeedRan(db)) return NOT_SEEDED;
  const now = options.now ?? new Date();

  // Hash before the transaction: PGlite makes every other query wait while one is open.
  const newUsers = await Promise.all(
    allDemoAccounts.map(async (account) => ({
      name: account.name,
      email: account.email,
      passwordHash: await hasher.hash(account.password),
      role: account.role,
      provider: 'LOCAL' as const,
      phone: account.phone,
      isVerified: true,
      barbershopId: account.role === 'CLIENT' ? null : DEMO_BARBERSHOP_ID,
    })),
  );

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(seedRuns)
      .values({ name: DEMO_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (!claimed) return NOT_SEEDED;
    await tx.insert(barbershops).values(demoBarbershop).onConflictDoNothing();
    // Someone may have signed up with a demo address before the demo was turned on: theirs stays.
    const created = await tx
      .insert(users)
      .values(newUsers)
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    // Only the accounts made here take part in the demo's agenda.
    const idByEmail = new Map(created.map((row) => [row.email, row.id]));
    const createdAppointments = await seedDemoShop(tx, now, idByEmail);
    await seedDemoWallet(tx, now);
    return {
      seeded: true,
      createdAccounts: created.map((row) => row.email),
      createdAppointments,
    };
  });
}

/** Whether this database has had its demo seeded. */
export async function demoSeedRan(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(eq(seedRuns.name, DEMO_SEED));
  return row !== undefined;
}

async function seedDemoShop(
  tx: Db,
  now: Date,
  idByEmail: ReadonlyMap<string, string>,
): Promise<number> {
  const barberEmails = Object.keys(demoBarberServices);
  const barberIds = barberEmails.flatMap((email) => idByEmail.get(email) ?? []);

  const [anyService] = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.barbershopId, DEMO_BARBERSHOP_ID))
    .limit(1);
  if (!anyService) {
    await tx
      .insert(services)
      .values(demoServices.map((service) => ({ ...service, barbershopId: DEMO_BARBERSHOP_ID })))
      .onConflictDoNothing();
  }

  // A demo barber without services or hours gets the demo ones (one who had an account before
  // the demo was turned on keeps theirs).
  const withServices = await tx
    .selectDistinct({ barberId: barberServices.barberId })
    .from(barberServices)
    .where(inArray(barberServices.barberId, barberIds));
  const withHours = await tx
    .selectDistinct({ barberId: workingHours.barberId })
    .from(workingHours)
    .where(inArray(workingHours.barberId, barberIds));
  const hasServices = new Set(withServices.map((row) => row.barberId));
  const hasHours = new Set(withHours.map((row) => row.barberId));
  const links = barberEmails.flatMap((email) => {
    const barberId = idByEmail.get(email);
    if (!barberId || hasServices.has(barberId)) return [];
    return (demoBarberServices[email] ?? []).map((serviceId) => ({
      barbershopId: DEMO_BARBERSHOP_ID,
      barberId,
      serviceId,
    }));
  });
  if (links.length > 0) await tx.insert(barberServices).values(links).onConflictDoNothing();
  const hours = barberIds
    .filter((barberId) => !hasHours.has(barberId))
    .flatMap((barberId) =>
      demoWeek.map((period) => ({ ...period, barbershopId: DEMO_BARBERSHOP_ID, barberId })),
    );
  if (hours.length > 0) await tx.insert(workingHours).values(hours);

  await ensurePromoCode(tx, { ...DEMO_PROMO_CODE, barbershopId: DEMO_BARBERSHOP_ID });

  const [anyAppointment] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.barbershopId, DEMO_BARBERSHOP_ID))
    .limit(1);
  if (anyAppointment) return 0;
  return seedDemoAgenda(tx, now, idByEmail);
}

async function seedDemoAgenda(
  tx: Db,
  now: Date,
  idByEmail: ReadonlyMap<string, string>,
): Promise<number> {
  const [promo] = await tx
    .select({ id: promoCodes.id, discountPercent: promoCodes.discountPercent })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.barbershopId, DEMO_BARBERSHOP_ID),
        eq(sql`lower(${promoCodes.code})`, DEMO_PROMO_CODE.code.toLowerCase()),
      ),
    );
  const serviceById = new Map<string, DemoService>(
    demoServices.map((service) => [service.id, service]),
  );
  const barbers = Object.entries(demoBarberServices).flatMap(([email, serviceIds]) => {
    const id = idByEmail.get(email);
    if (!id) return [];
    return [
      {
        id,
        dailyRate: barberDailyRates[email] ?? 0.5,
        services: serviceIds.flatMap((serviceId) => serviceById.get(serviceId) ?? []),
      },
    ];
  });
  const clientIds = allDemoAccounts
    .filter((account) => account.role === 'CLIENT')
    .flatMap((account) => idByEmail.get(account.email) ?? []);
  if (!promo || barbers.length === 0 || clientIds.length === 0) return 0;

  const plan = planDemoAppointments({
    now,
    timeZone: demoBarbershop.timeZone,
    barbershopId: DEMO_BARBERSHOP_ID,
    barbers,
    clientIds,
    feeTable: getFeeTable(demoBarbershop.settings),
    promo,
  });
  if (plan.appointments.length === 0) return 0;
  await recordPlannedBookings(tx, plan.appointments, plan.services);
  // Some clients rated their cuts, so the barbers' cards show real averages.
  const demoReviews = planDemoReviews(plan.appointments);
  if (demoReviews.length > 0) await tx.insert(reviews).values(demoReviews);
  await addPromoCodeUses(tx, promo.id, plan.promoUses);
  return plan.appointments.length;
}
