// The e2e's own database set-up, run before its server starts on the same DATA_DIR: the demo
// seed (the server then finds it done) and a few walk-in bookings that started earlier today,
// written through the appointments and payments modules. The desk can complete them or mark
// 'Faltou' only after their start (issue 17 §2), and the server has no test clock: the time has
// really passed. Near midnight "earlier" is the day before; the shop days booked are written to
// pastBookingsFile for the tests. Nothing of this runs in production; the names are the specs'.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import { walkInEmail } from '@navalha/core/domain/clients/walk-in';
import { localDateInZone } from '@navalha/core/domain/format/date-time';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { migrateDatabase } from '../apps/api/dist/db/migrate.js';
import { users } from '../apps/api/dist/db/schema/users.js';
import { demoServices } from '../apps/api/dist/demo/demo-catalog.js';
import { DEMO_BARBERSHOP_ID, seedDatabase } from '../apps/api/dist/demo/seed.js';
import { AppointmentsRepository } from '../apps/api/dist/modules/appointments/appointments.repository.js';
import { DeskBookingsRepository } from '../apps/api/dist/modules/appointments/desk-bookings.repository.js';
import { createPasswordHasher } from '../apps/api/dist/modules/auth/password.js';
import { PaymentsRepository } from '../apps/api/dist/modules/payments/payments.repository.js';
import { depositNoShow, earlierToday, pastBookingsFile } from './earlier-today.mjs';

const shopZone = 'America/Sao_Paulo';
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const port = process.env.PORT;
if (!port) throw new Error('PORT is not set');

const database = await openDatabase({ dataDir, databaseUrl: undefined });
try {
  await migrateDatabase(database);
  const { seeded } = await seedDatabase(database.db, createPasswordHasher());
  if (seeded) {
    const startsAt = earlierToday.startsAt(new Date());
    const walkInsDate = await seedEarlierToday(database.db, startsAt);
    const depositNoShowDate = await seedDepositNoShow(database.db, startsAt);
    writeFileSync(pastBookingsFile(port), JSON.stringify({ walkInsDate, depositNoShowDate }));
  }
} finally {
  await database.close();
}

/** The walk-ins, at `startsAt`; returns their shop day. */
async function seedEarlierToday(db, startsAt) {
  const haircut = demoServices.find((service) => service.name === 'Corte de cabelo');
  if (!haircut) throw new Error('The demo menu has no "Corte de cabelo"');
  const barbers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        earlierToday.map((booking) => booking.barberEmail),
      ),
    );
  const endsAt = new Date(startsAt.getTime() + haircut.durationMinutes * 60_000);
  const priceCents = getServicePricing(haircut).finalPrice;

  for (const planned of earlierToday) {
    const barber = barbers.find((row) => row.email === planned.barberEmail);
    if (!barber) throw new Error(`No demo barber ${planned.barberEmail}`);
    const clientId = randomUUID();
    const appointmentId = randomUUID();
    await db.transaction(async (tx) => {
      await new DeskBookingsRepository(tx).insertWalkIn({
        id: clientId,
        name: planned.clientName,
        phone: planned.phone,
        email: walkInEmail(clientId),
      });
      await new AppointmentsRepository(tx).insertBooking({
        appointment: {
          id: appointmentId,
          clientId,
          barberId: barber.id,
          barbershopId: DEMO_BARBERSHOP_ID,
          startsAt,
          endsAt,
          status: 'CONFIRMED',
          paymentStatus: 'PENDING',
          paymentMethod: 'CASH',
          subtotalCents: priceCents,
          discountCents: 0,
          paymentFeeCents: 0,
          totalCents: priceCents,
          promoCodeId: null,
          notes: null,
        },
        services: [
          {
            barbershopId: DEMO_BARBERSHOP_ID,
            appointmentId,
            position: 0,
            serviceId: haircut.id,
            name: haircut.name,
            priceCents,
            durationMinutes: haircut.durationMinutes,
            iconKey: getServiceIconKey(haircut.name),
            imageUrl: null,
          },
        ],
        notices: [],
        payment: new PaymentsRepository(tx).insertStatement({
          appointmentId,
          clientId,
          barbershopId: DEMO_BARBERSHOP_ID,
          method: 'CASH',
          flow: 'cash',
          gateway: 'shop',
          amountCents: priceCents,
          submittedAt: startsAt,
        }),
      });
    });
  }
  return localDateInZone(startsAt, shopZone);
}

/**
 * The client of tests/deposit.spec.ts, who can sign in, with a haircut to pay at the shop that
 * started earlier today and whose R$ 20,00 deposit was paid by PIX: the booking is CONFIRMED,
 * its payment COMPLETED by the deposit (decision 029). Tried barber by barber and an hour or two
 * before the walk-ins (`walkInsStart`), so it meets no one else's booking. Returns its shop day.
 */
async function seedDepositNoShow(db, walkInsStart) {
  const haircut = demoServices.find((service) => service.name === 'Corte de cabelo');
  const barbers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(users.email, ['barbeiro@navalha.dev', 'rafael@navalha.dev', 'lucas@navalha.dev']),
    );
  const [client] = await db
    .insert(users)
    .values({
      name: depositNoShow.clientName,
      email: depositNoShow.email,
      passwordHash: await createPasswordHasher().hash(depositNoShow.password),
      role: 'CLIENT',
      provider: 'LOCAL',
      phone: depositNoShow.phone,
      isVerified: true,
    })
    .returning({ id: users.id });
  const priceCents = getServicePricing(haircut).finalPrice;
  const starts = [-90, -150, -210].map(
    (offset) => new Date(walkInsStart.getTime() + offset * 60_000),
  );
  for (const startsAt of starts) {
    for (const barber of barbers) {
      const endsAt = new Date(startsAt.getTime() + haircut.durationMinutes * 60_000);
      const appointmentId = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await new AppointmentsRepository(tx).insertBooking({
            appointment: {
              id: appointmentId,
              clientId: client.id,
              barberId: barber.id,
              barbershopId: DEMO_BARBERSHOP_ID,
              startsAt,
              endsAt,
              status: 'CONFIRMED',
              paymentStatus: 'COMPLETED',
              paymentMethod: 'PIX',
              subtotalCents: priceCents,
              discountCents: 0,
              paymentFeeCents: 0,
              totalCents: priceCents,
              depositCents: depositNoShow.depositCents,
              promoCodeId: null,
              notes: null,
            },
            services: [
              {
                barbershopId: DEMO_BARBERSHOP_ID,
                appointmentId,
                position: 0,
                serviceId: haircut.id,
                name: haircut.name,
                priceCents,
                durationMinutes: haircut.durationMinutes,
                iconKey: getServiceIconKey(haircut.name),
                imageUrl: null,
              },
            ],
            notices: [],
            payment: new PaymentsRepository(tx).insertStatement({
              appointmentId,
              clientId: client.id,
              barbershopId: DEMO_BARBERSHOP_ID,
              method: 'PIX',
              flow: 'pix',
              purpose: 'DEPOSIT',
              status: 'COMPLETED',
              gateway: 'sandbox',
              amountCents: depositNoShow.depositCents,
              submittedAt: startsAt,
              paidAt: startsAt,
            }),
          });
        });
        return localDateInZone(startsAt, shopZone);
      } catch {
        // That barber is busy then: the next one, or an hour earlier.
      }
    }
  }
  throw new Error('No free barber for the deposit no-show booking');
}
