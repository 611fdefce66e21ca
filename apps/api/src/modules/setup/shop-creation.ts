import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { SetupHoursBody, SetupInvitation, SetupShopBody } from '@navalha/core/contracts/setup';
import { formatShopAddress } from '@navalha/core/domain/setup/setup-defaults';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { SetupRepository } from './setup.repository.js';

/** The wizard's answers, checked: what a new shop and its owner are made of. */
export interface NewShopAnswers {
  owner: { name: string; email: string; phone: string; passwordHash: string };
  shop: SetupShopBody;
  /** Its public page's address; absent: from its name (the first shop of an install). */
  slug?: string;
  hours: SetupHoursBody;
  services: { name: string; priceCents: number; durationMinutes: number }[];
  team: { takesBookings: boolean; invitations: SetupInvitation[] };
}

/** What a finished setup or shop sign-up made. */
export interface NewShopResult {
  owner: UserRow;
  barbershop: { id: string; name: string };
  serviceCount: number;
  invitations: SetupInvitation[];
}

/**
 * Creates a shop (settings with the PIX receiver and the week as its opening hours), its owner
 * (OWNER, their own password, e-mail not yet confirmed, bookable when they said 'Eu também
 * atendo', with the week as their hours and every service) and its services. Call it inside the
 * transaction that decides the shop may be made: the first-run setup and 'Cadastre sua
 * barbearia' (issue 20 §1) both do, so both make the same shop.
 */
export async function createShopWithOwner(tx: Db, answers: NewShopAnswers): Promise<NewShopResult> {
  const repository = new SetupRepository(tx);
  const { owner, shop, hours, services, team } = answers;
  const barbershop = await repository.insertBarbershop({
    ...(answers.slug ? { slug: answers.slug } : {}),
    name: shop.name,
    address: formatShopAddress(shop),
    phone: shop.phone,
    whatsapp: shop.whatsapp,
    timeZone: shop.timeZone,
    settings: barbershopSettingsSchema.parse({
      pixKey: shop.pixKey,
      pixMerchantName: shop.pixMerchantName,
      pixMerchantCity: shop.pixMerchantCity,
      openingHours: hours.workingHours,
    }),
  });
  const ownerRow = await repository.insertUser({
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    passwordHash: owner.passwordHash,
    role: 'OWNER',
    provider: 'LOCAL',
    barbershopId: barbershop.id,
    isVerified: false,
    takesBookings: team.takesBookings,
  });
  const serviceIds = await repository.insertServices(
    services.map((service) => ({
      barbershopId: barbershop.id,
      name: service.name,
      priceCents: service.priceCents,
      durationMinutes: service.durationMinutes,
    })),
  );
  if (team.takesBookings) {
    await repository.insertWorkingHours(
      hours.workingHours.map((period) => ({
        ...period,
        barberId: ownerRow.id,
        barbershopId: barbershop.id,
      })),
    );
    await repository.insertBarberServices(barbershop.id, ownerRow.id, serviceIds);
  }
  return {
    owner: ownerRow,
    barbershop,
    serviceCount: serviceIds.length,
    invitations: team.invitations,
  };
}
