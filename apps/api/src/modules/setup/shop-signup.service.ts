import { errorMessages } from '@navalha/core/contracts/errors';
import type { ShopSignupBody } from '@navalha/core/contracts/platform';
import { publicSlugMessages } from '@navalha/core/domain/shop/public-slug';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { AppError } from '../../errors/app-error.js';
import type { PasswordHasher } from '../auth/password.js';
import { createShopWithOwner } from './shop-creation.js';
import type { NewShopResult } from './shop-creation.js';
import { SetupRepository } from './setup.repository.js';

const slugTaken = () => new AppError(409, 'ALREADY_EXISTS', publicSlugMessages.taken, 'slug');
const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', errorMessages.emailInUse, 'email');

/**
 * 'Cadastre sua barbearia' (issue 20 §1, decision 035): with SHOP_SIGNUP=open anyone makes a
 * new shop and becomes its owner, through the setup wizard's steps and the same creation as the
 * first-run setup; with SHOP_SIGNUP=closed (the default) it does not exist (404).
 */
export class ShopSignupService {
  constructor(private readonly deps: { db: Db; passwordHasher: PasswordHasher; open: boolean }) {}

  /** 404 unless shops may sign up. */
  ensureOpen(): void {
    if (!this.deps.open) throw AppError.notFound();
  }

  /**
   * Checks the address and e-mail first (clear messages), then makes the shop, owner and
   * services in one transaction; two sign-ups racing for one address or e-mail meet the unique
   * indexes, and the loser is told which one.
   */
  async signup(body: ShopSignupBody): Promise<NewShopResult> {
    this.ensureOpen();
    const repository = new SetupRepository(this.deps.db);
    if (await repository.slugTaken(body.slug)) throw slugTaken();
    if (await repository.emailTaken(body.owner.email)) throw emailInUse();
    const passwordHash = await this.deps.passwordHasher.hash(body.owner.password);
    try {
      return await this.deps.db.transaction((tx) =>
        createShopWithOwner(tx, {
          owner: {
            name: body.owner.name,
            email: body.owner.email,
            phone: body.owner.phone,
            passwordHash,
          },
          shop: body.shop,
          slug: body.slug,
          hours: body.hours,
          services: body.services.services.map((service) => ({
            name: service.name,
            priceCents: service.price,
            durationMinutes: service.durationMinutes,
          })),
          team: body.team,
        }),
      );
    } catch (error) {
      if (getPgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      throw (await repository.slugTaken(body.slug)) ? slugTaken() : emailInUse();
    }
  }
}
