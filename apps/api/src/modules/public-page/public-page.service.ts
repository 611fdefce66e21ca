import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  PublicBarber,
  PublicBarberPage,
  PublicLanding,
  PublicPageSettings,
  PublicService,
  PublicShop,
  UpdatePublicPageSettingsBody,
} from '@navalha/core/contracts/public-shop';
import type { Barber } from '@navalha/core/contracts/barbers';
import type { Service } from '@navalha/core/contracts/catalog';
import { platformMessages } from '@navalha/core/contracts/platform';
import { publicSlugMessages, slugFromName } from '@navalha/core/domain/shop/public-slug';
import { roundAverageRating } from '@navalha/core/domain/reviews/review-rules';
import { isId } from '@navalha/core/contracts/ids';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { BarbersService } from '../barbers/barbers.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { PublicPageRepository } from './public-page.repository.js';
import type { PublicShopRow } from './public-page.repository.js';

/** Reviews on a barber's public page: the newest ones. */
const PUBLIC_REVIEWS = 20;
/** A shop's barbers on its page. */
const PUBLIC_BARBERS = 50;

function toPublicService(service: Service): PublicService {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: service.price,
    promotionalPrice: service.promotionalPrice,
    durationMinutes: service.durationMinutes,
    imageUrl: service.imageUrl,
    iconKey: service.iconKey,
    pricing: service.pricing,
  };
}

function toPublicBarber(barber: Barber): PublicBarber {
  return {
    id: barber.id,
    name: barber.name,
    avatarUrl: barber.avatarUrl,
    averageRating: barber.averageRating,
    totalReviews: barber.totalReviews,
    serviceIds: barber.serviceBarbers.map((link) => link.serviceId),
  };
}

const shopNotFound = () => notFound(errorMessages.notFound);

/** The operator suspended the shop (issue 20 §1): its door says so, its data stays. */
export const shopSuspended = () =>
  new AppError(403, 'SHOP_SUSPENDED', platformMessages.shopSuspended);

/**
 * The shop's public page and its barbers' pages (issue 18 §1), readable without signing in: built
 * from the catalog, barbers and reviews services and then cut down to what a shop shows on its
 * door, so a field added to a signed-in DTO never leaks here by accident.
 */
export class PublicPageService {
  private readonly db: Db;
  private readonly repository: PublicPageRepository;
  /** What visitors read: the replica when there is one (the owner's settings stay on `db`). */
  private readonly reads: PublicPageRepository;
  private readonly catalog: CatalogService;
  private readonly barbers: BarbersService;
  private readonly reviews: ReviewsService;

  constructor(deps: { db: Db; readDb?: Db }) {
    const reads = deps.readDb ?? deps.db;
    this.db = deps.db;
    this.repository = new PublicPageRepository(deps.db);
    this.reads = new PublicPageRepository(reads);
    this.catalog = new CatalogService({ db: reads });
    this.barbers = new BarbersService({ db: reads });
    this.reviews = new ReviewsService({ db: reads });
  }

  async shop(slug: string): Promise<PublicShop> {
    const shop = await this.publicShop(slug);
    const services = await this.catalog.listByShop(shop.id);
    const barbers = await this.barbers.listByShop(shop.id, { page: 1, limit: PUBLIC_BARBERS });
    const openingHours = await this.reads.findOpeningHours(shop.id);
    const rating = await this.reads.findShopRating(shop.id);
    return {
      id: shop.id,
      slug,
      name: shop.name,
      address: shop.address,
      phone: shop.phone,
      whatsapp: shop.whatsapp,
      timeZone: shop.timeZone,
      coverUrl: services.find((service) => service.imageUrl)?.imageUrl ?? null,
      averageRating: roundAverageRating(rating.average),
      totalReviews: rating.total,
      openingHours,
      services: services.map(toPublicService),
      barbers: barbers.data.map(toPublicBarber),
    };
  }

  /** A barber's page: only a barber of a shop with a public page has one. */
  async barber(barberId: string): Promise<PublicBarberPage> {
    if (!isId(barberId)) throw notFound(errorMessages.barberNotFound);
    const barber = await this.barbers.get(barberId);
    const shop = barber.barberShop ? await this.reads.findShopById(barber.barberShop.id) : null;
    if (!shop?.slug) throw notFound(errorMessages.barberNotFound);
    if (shop.suspended) throw shopSuspended();
    const slug = shop.slug;
    const reviews = await this.reviews.listForBarber(barber.id, 1, PUBLIC_REVIEWS);
    const services = await this.catalog.listByShop(shop.id);
    const offered = new Set(barber.serviceBarbers.map((link) => link.serviceId));
    return {
      shop: { slug, name: shop.name, timeZone: shop.timeZone },
      barber: toPublicBarber(barber),
      services: services.filter((service) => offered.has(service.id)).map(toPublicService),
      reviews: reviews.data.map((review) => ({
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt,
        clientName: review.client.name,
      })),
    };
  }

  /** `/` signed out: the page of the only shop when its owner chose it, else sign-in. */
  async landing(): Promise<PublicLanding> {
    const [only, another] = await this.reads.findShopsWithSlug(2);
    if (!only || another || !only.publicPageHome || (await this.reads.countShops()) !== 1) {
      return { slug: null };
    }
    return { slug: only.slug };
  }

  async settings(actor: AuthUser): Promise<PublicPageSettings> {
    const shop = await this.repository.findShopById(requireManagedShop(actor));
    if (!shop) throw AppError.forbidden();
    return toSettings(shop);
  }

  async updateSettings(
    actor: AuthUser,
    body: UpdatePublicPageSettingsBody,
  ): Promise<PublicPageSettings> {
    const shopId = requireManagedShop(actor);
    if (await this.repository.slugTakenByAnother(body.slug, shopId)) throw slugTaken();
    try {
      const updated = await this.db.transaction(async (tx) => {
        const repository = new PublicPageRepository(tx);
        const before = await repository.findShopById(shopId);
        if (!before) throw AppError.forbidden();
        const after = await repository.updateSettings(shopId, {
          slug: body.slug,
          publicPageHome: body.showAsHome,
        });
        if (!after) throw AppError.forbidden();
        await recordAudit(tx, actor, shopId, {
          action: 'settings.public_page_update',
          entityId: shopId,
          before: toSettings(before),
          after: toSettings(after),
        });
        return after;
      });
      return toSettings(updated);
    } catch (error) {
      // Two shops saving the same address at once: the unique index decides.
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw slugTaken();
      throw error;
    }
  }

  private async publicShop(slug: string): Promise<PublicShopRow & { slug: string }> {
    const shop = await this.reads.findShopBySlug(slug);
    if (!shop?.slug) throw shopNotFound();
    if (shop.suspended) throw shopSuspended();
    return { ...shop, slug: shop.slug };
  }
}

function toSettings(shop: PublicShopRow): PublicPageSettings {
  return { slug: shop.slug ?? slugFromName(shop.name), showAsHome: shop.publicPageHome };
}

function slugTaken(): AppError {
  return new AppError(409, 'ALREADY_EXISTS', publicSlugMessages.taken, 'slug');
}
