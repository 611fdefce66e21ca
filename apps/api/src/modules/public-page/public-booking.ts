import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  Availability,
  AvailableSlotsBody,
  BarbersNextFree,
  BarbersNextFreeBody,
  MonthAvailability,
  MonthAvailabilityBody,
} from '@navalha/core/contracts/schedule';
import type {
  PromoCodeValidation,
  PublicValidatePromoCodeBody,
} from '@navalha/core/contracts/promo-codes';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors/app-error.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { PromoCodesService } from '../promo-codes/promo-codes.service.js';
import type { ScheduleService } from '../schedule/schedule.service.js';
import { PublicPageRepository } from './public-page.repository.js';

/** The schedule's three free-time reads, which a visitor's booking flow asks. */
export type PublicAvailabilityReads = Pick<
  ScheduleService,
  'availableSlots' | 'monthAvailability' | 'barbersNextFree'
>;

/** The promo-codes module's check, which the booking itself repeats. */
export type PublicPromoCodeCheck = Pick<PromoCodesService, 'validate'>;

/**
 * A visitor's booking steps before 'Confirmar' (issue 18 §1, decision 034): the free times of the
 * shop named by its public address, for its own active services. Only times and days come back
 * (the schedule's answers), never who holds a time; a service of another shop, or no service of
 * this one, is 404 as if it did not exist. The booking itself still needs a signed-in client.
 */
export class PublicBookingReads {
  private readonly repository: PublicPageRepository;
  private readonly catalog: CatalogService;
  private readonly availability: PublicAvailabilityReads;
  private readonly promoCodes: PublicPromoCodeCheck;

  constructor(deps: {
    db: Db;
    availability: PublicAvailabilityReads;
    promoCodes: PublicPromoCodeCheck;
  }) {
    this.repository = new PublicPageRepository(deps.db);
    this.catalog = new CatalogService({ db: deps.db });
    this.availability = deps.availability;
    this.promoCodes = deps.promoCodes;
  }

  /**
   * A code typed at /confirm signed out: checked as signed in (the same 400 'Código promocional
   * inválido ou expirado'), but only among the codes of the shop at `slug`.
   */
  async validatePromoCode(
    slug: string,
    body: PublicValidatePromoCodeBody,
  ): Promise<PromoCodeValidation> {
    const shop = await this.repository.findShopBySlug(slug);
    if (!shop?.slug) throw notFound(errorMessages.notFound);
    return this.promoCodes.validate({ ...body, barberShopId: shop.id });
  }

  async availableSlots(slug: string, body: AvailableSlotsBody): Promise<Availability> {
    await this.checkServices(slug, body.serviceIds);
    return this.availability.availableSlots(body);
  }

  async monthAvailability(slug: string, body: MonthAvailabilityBody): Promise<MonthAvailability> {
    await this.checkServices(slug, body.serviceIds);
    return this.availability.monthAvailability(body);
  }

  async barbersNextFree(slug: string, body: BarbersNextFreeBody): Promise<BarbersNextFree> {
    await this.checkServices(slug, body.serviceIds);
    return this.availability.barbersNextFree(body);
  }

  /**
   * Every service is an active one of the shop at `slug`; the schedule then keeps only barbers of
   * that shop who offer them all (its booking scope), so no other shop's time is read.
   */
  private async checkServices(slug: string, serviceIds: readonly string[]): Promise<void> {
    const shop = await this.repository.findShopBySlug(slug);
    if (!shop?.slug) throw notFound(errorMessages.notFound);
    const offered = new Set((await this.catalog.listByShop(shop.id)).map((service) => service.id));
    if (serviceIds.some((id) => !offered.has(id))) {
      throw notFound(errorMessages.serviceNotFound);
    }
  }
}
