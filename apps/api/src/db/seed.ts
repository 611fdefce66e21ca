import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { Role } from '@navalha/core/domain/auth/roles';
import { inArray } from 'drizzle-orm';
import type { PasswordHasher } from '../modules/auth/password.js';
import type { Db } from './client.js';
import { barbershops } from './schema/barbershops.js';
import { users } from './schema/users.js';

/** A fixed id makes the demo shop's insert idempotent: `ON CONFLICT (id) DO NOTHING`. */
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
];

const demoBarbershop = {
  id: DEMO_BARBERSHOP_ID,
  name: 'Navalha Barbearia',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP, 01304-001',
  phone: '(11) 3456-7890',
  timeZone: 'America/Sao_Paulo',
  settings: barbershopSettingsSchema.parse({
    pixKey: 'pix@navalha.dev',
    pixMerchantName: 'NAVALHA BARBEARIA',
    pixMerchantCity: 'SAO PAULO',
  }),
};

export interface SeedResult {
  createdAccounts: string[];
}

/**
 * Creates the demo shop and the demo accounts that are missing; never changes existing rows, so
 * it runs on every start, from many instances at once, and keeps a demo user's edits.
 */
export async function seedDatabase(db: Db, hasher: PasswordHasher): Promise<SeedResult> {
  const emails = demoAccounts.map((account) => account.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const existingEmails = new Set(existing.map((row) => row.email));
  const missing = demoAccounts.filter((account) => !existingEmails.has(account.email));

  // Hash before the transaction: PGlite makes every other query wait while one is open.
  const newUsers = await Promise.all(
    missing.map(async (account) => ({
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

  const created = await db.transaction(async (tx) => {
    await tx.insert(barbershops).values(demoBarbershop).onConflictDoNothing();
    if (newUsers.length === 0) return [];
    return tx
      .insert(users)
      .values(newUsers)
      .onConflictDoNothing({ target: users.email })
      .returning({ email: users.email });
  });
  return { createdAccounts: created.map((row) => row.email) };
}
