import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Turns a test's copy of the seeded database into a fresh production one: no shop, no account
 * (TRUNCATE … CASCADE empties every table that points at the shops, and theirs in turn).
 */
export async function emptyShops(db: Db): Promise<void> {
  await db.execute(sql`truncate table barbershops, users, setup_progress, one_time_tokens cascade`);
}

/** A complete, valid set of the wizard's answers, step by step. */
export const setupAnswers = {
  owner: {
    name: 'Joana Navalha',
    email: 'joana@barbeariadajoana.com.br',
    phone: '(11) 98765-4321',
    password: 'Tesoura@2026',
  },
  shop: {
    name: 'Barbearia da Joana',
    postalCode: '01304-001',
    street: 'Rua Augusta',
    houseNumber: '1200',
    complement: 'Loja 2',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    phone: '(11) 3456-7890',
    whatsapp: '(11) 98765-4321',
    timeZone: 'America/Sao_Paulo',
    pixKey: 'joana@barbeariadajoana.com.br',
    pixMerchantName: 'Barbearia da Joana',
    pixMerchantCity: 'Sao Paulo',
  },
  hours: {
    workingHours: [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { dayOfWeek, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek, startTime: '13:00', endTime: '19:00' },
    ]),
  },
  services: {
    services: [
      { name: 'Corte', price: 45, durationMinutes: 30 },
      { name: 'Barba', price: 35.5, durationMinutes: 30 },
    ],
  },
  team: {
    takesBookings: true,
    invitations: [
      { name: 'Rafael Souza', email: 'rafael@exemplo.com.br', phone: '(11) 91234-5678' },
    ],
  },
} as const;
