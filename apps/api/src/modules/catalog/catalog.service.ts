import type {
  BulkCreateServicesBody,
  CreateServiceBody,
  ListServicesQuery,
  Service,
  ServiceList,
  UpdateServiceBody,
} from '@navalha/core/contracts/catalog';
import { catalogMessages } from '@navalha/core/contracts/catalog';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { Db } from '../../db/client.js';
import type { NewServiceRow, ServiceRow } from '../../db/schema/services.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { ClientShopsService } from '../client-shops/client-shops.service.js';
import { CatalogRepository } from './catalog.repository.js';
import { toServiceDto } from './catalog.dto.js';

/** The selection screens list a whole menu; no shop has more. */
const SELECTION_LIMIT = 200;

const serviceNotFound = () => notFound(errorMessages.serviceNotFound);

/** A service as the audit log keeps it (centavos, as stored). */
function auditView(row: ServiceRow, barberIds?: readonly string[]) {
  return {
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    promotionalPriceCents: row.promotionalPriceCents,
    durationMinutes: row.durationMinutes,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    ...(barberIds ? { barberIds: [...barberIds].sort() } : {}),
  };
}

export class CatalogService {
  private readonly repository: CatalogRepository;
  /** Clients' lists of services: the replica when there is one. */
  private readonly reads: CatalogRepository;
  private readonly shops: ClientShopsService;

  /** `onChange` runs after every write (the availability cache forgets what it holds). */
  private readonly db: Db;
  private readonly onChange: () => void;

  constructor(deps: { db: Db; readDb?: Db; onChange?: () => void }) {
    const { db, readDb, onChange = () => {} } = deps;
    this.db = db;
    this.onChange = onChange;
    this.repository = new CatalogRepository(db);
    this.reads = readDb ? new CatalogRepository(readDb) : this.repository;
    this.shops = new ClientShopsService({ db });
  }

  async list(query: ListServicesQuery): Promise<ServiceList> {
    const { page, limit } = query;
    const { rows, total } = await this.reads.findActiveServicesPage(
      {
        barbershopId: query.barberShopId,
        minPriceCents: query.minPrice,
        maxPriceCents: query.maxPrice,
        search: query.search,
      },
      limit,
      (page - 1) * limit,
    );
    return { data: rows.map(toServiceDto), page, limit, total };
  }

  /**
   * The services of the shop a signed-in request means (decision 046): the one named, else the
   * caller's default (ClientShopsService.shopOf); never several shops' at once.
   */
  async listForSelection(actor: AuthUser, shopId: string | undefined): Promise<Service[]> {
    const shop = await this.shops.openShopOf(actor, shopId);
    const rows = await this.reads.findActiveServices({ barbershopId: shop.id }, SELECTION_LIMIT);
    return rows.map(toServiceDto);
  }

  async listByShop(barbershopId: string): Promise<Service[]> {
    const rows = await this.reads.findActiveServices({ barbershopId }, SELECTION_LIMIT);
    if (rows.length === 0 && !(await this.reads.existsBarbershop(barbershopId))) {
      throw notFound(errorMessages.notFound);
    }
    return rows.map(toServiceDto);
  }

  async get(id: string): Promise<Service> {
    const row = await this.repository.findServiceById(id);
    if (!row?.isActive) throw serviceNotFound();
    return toServiceDto(row);
  }

  async create(actor: AuthUser, body: CreateServiceBody): Promise<Service> {
    const [created] = await this.bulkCreate(actor, { services: [body] });
    if (!created) throw new Error('creating a service returned nothing');
    return created;
  }

  /** All or nothing: one transaction for the services and who offers them. */
  async bulkCreate(actor: AuthUser, body: BulkCreateServicesBody): Promise<Service[]> {
    const shopId = requireManagedShop(actor);
    if (body.services.some((service) => service.barberShopId && service.barberShopId !== shopId)) {
      throw AppError.forbidden();
    }
    const requestedBarbers = [...new Set(body.services.flatMap((s) => s.barberIds ?? []))];
    await this.assertShopBarbers(this.repository, shopId, requestedBarbers);

    const ids = await this.db.transaction(async (tx) => {
      const repository = new CatalogRepository(tx);
      const rows = await repository.insertServices(
        body.services.map((service): NewServiceRow => ({
          barbershopId: shopId,
          name: service.name,
          description: service.description,
          priceCents: service.price,
          promotionalPriceCents: service.promotionalPrice,
          durationMinutes: service.durationMinutes,
          imageUrl: service.imageUrl,
        })),
      );
      await repository.insertServiceBarbers(
        rows.flatMap((row, index) =>
          (body.services[index]?.barberIds ?? []).map((barberId) => ({
            barbershopId: shopId,
            serviceId: row.id,
            barberId,
          })),
        ),
      );
      for (const [index, row] of rows.entries()) {
        await recordAudit(tx, actor, shopId, {
          action: 'service.create',
          entityId: row.id,
          after: auditView(row, body.services[index]?.barberIds ?? []),
        });
      }
      return rows.map((row) => row.id);
    });
    this.onChange();
    const created = await this.repository.findServicesByIds(ids);
    const byId = new Map(created.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toServiceDto(row)] : [];
    });
  }

  /**
   * The checks and the log's "before" read the row locked inside the write's transaction: two
   * admins saving at once, one the price and one the promotion, would otherwise each check
   * against the price they read first and could leave a promotion at or above the new price.
   */
  async update(actor: AuthUser, id: string, body: UpdateServiceBody): Promise<Service> {
    const shopId = requireManagedShop(actor);
    await this.db.transaction(async (tx) => {
      const repository = new CatalogRepository(tx);
      const current = await repository.findServiceByIdForUpdate(id);
      if (current?.barbershopId !== shopId) throw serviceNotFound();

      const price = body.price ?? current.priceCents;
      const promotion =
        body.promotionalPrice === undefined ? current.promotionalPriceCents : body.promotionalPrice;
      if (promotion !== null && promotion >= price) {
        throw validationError(catalogMessages.promotionalPriceNotLower, 'promotionalPrice');
      }
      if (body.barberIds) await this.assertShopBarbers(repository, shopId, body.barberIds);
      const barbersBefore = body.barberIds ? await repository.findServiceBarberIds(id) : undefined;

      const changes = Object.fromEntries(
        Object.entries({
          name: body.name,
          description: body.description,
          priceCents: body.price,
          promotionalPriceCents: body.promotionalPrice,
          durationMinutes: body.durationMinutes,
          imageUrl: body.imageUrl,
          isActive: body.isActive,
        }).filter(([, value]) => value !== undefined),
      ) as Partial<NewServiceRow>;
      if (Object.keys(changes).length > 0) await repository.updateService(id, changes);
      if (body.barberIds) await repository.replaceServiceBarbers(shopId, id, body.barberIds);
      const after = await repository.findServiceById(id);
      if (!after) throw serviceNotFound();
      await recordAudit(tx, actor, shopId, {
        action: 'service.update',
        entityId: id,
        before: auditView(current, barbersBefore),
        after: auditView(after, body.barberIds),
      });
    });
    this.onChange();
    const updated = await this.repository.findServiceById(id);
    if (!updated) throw serviceNotFound();
    return toServiceDto(updated);
  }

  /** Soft delete: the service leaves the menu; bookings keep their snapshot of it. */
  async remove(actor: AuthUser, id: string): Promise<void> {
    const shopId = requireManagedShop(actor);
    await this.db.transaction(async (tx) => {
      const repository = new CatalogRepository(tx);
      const current = await repository.findServiceByIdForUpdate(id);
      if (current?.barbershopId !== shopId || !current.isActive) throw serviceNotFound();
      await repository.updateService(id, { isActive: false });
      await recordAudit(tx, actor, shopId, {
        action: 'service.delete',
        entityId: id,
        before: auditView(current),
        after: auditView({ ...current, isActive: false }),
      });
    });
    this.onChange();
  }

  private async assertShopBarbers(
    repository: CatalogRepository,
    shopId: string,
    barberIds: readonly string[],
  ): Promise<void> {
    const found = new Set(await repository.findShopBarberIds(shopId, barberIds));
    const unknown = barberIds.findIndex((barberId) => !found.has(barberId));
    if (unknown !== -1) throw validationError(errorMessages.barberNotFound, 'barberIds');
  }
}
