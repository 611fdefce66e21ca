import type {
  Barber,
  BarberList,
  BarberListQuery,
  BarbersForHomeQuery,
} from '@navalha/core/contracts/barbers';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { Db } from '../../db/client.js';
import type { ServiceRow } from '../../db/schema/services.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientShopsService } from '../client-shops/client-shops.service.js';
import { toBarberDto } from './barbers.dto.js';
import { BarbersRepository } from './barbers.repository.js';
import type { BarberFilter, BarberOrder, BarberRow } from './barbers.repository.js';

/** Barber lists and cards: two queries whatever the page size (barbers, then their services). */
export class BarbersService {
  private readonly repository: BarbersRepository;
  private readonly shops: ClientShopsService;

  constructor(deps: { db: Db }) {
    const { db } = deps;
    this.repository = new BarbersRepository(db);
    this.shops = new ClientShopsService({ db });
  }

  /** Barbers offering every chosen service; an unknown or inactive service is a 404. */
  async listByServices(serviceIds: readonly string[], query: BarberListQuery): Promise<BarberList> {
    if ((await this.repository.countActiveServices(serviceIds)) !== serviceIds.length) {
      throw notFound(errorMessages.serviceNotFound);
    }
    return this.page({ offeringAllOf: serviceIds }, 'name', query);
  }

  /**
   * The home screen's barbers, the busiest first: those of the shop the request means
   * (decision 046, as the services to choose from).
   */
  async listForHome(actor: AuthUser, query: BarbersForHomeQuery): Promise<BarberList> {
    const shop = await this.shops.openShopOf(actor, query.barbershopId);
    return this.page({ barbershopId: shop.id }, 'mostAppointments', {
      page: 1,
      limit: query.limit,
    });
  }

  async list(query: BarberListQuery): Promise<BarberList> {
    return this.page({}, 'name', query);
  }

  async listByShop(barbershopId: string, query: BarberListQuery): Promise<BarberList> {
    const result = await this.page({ barbershopId }, 'name', query);
    if (result.total === 0 && !(await this.repository.existsBarbershop(barbershopId))) {
      throw notFound(errorMessages.notFound);
    }
    return result;
  }

  async get(id: string): Promise<Barber> {
    const row = await this.repository.findBarberById(id);
    if (!row) throw notFound(errorMessages.barberNotFound);
    const [barber] = await this.withServices([row]);
    if (!barber) throw notFound(errorMessages.barberNotFound);
    return barber;
  }

  private async page(
    filter: BarberFilter,
    order: BarberOrder,
    { page, limit }: BarberListQuery,
  ): Promise<BarberList> {
    const { rows, total } = await this.repository.findBarbersPage(
      filter,
      order,
      limit,
      (page - 1) * limit,
    );
    return { data: await this.withServices(rows), page, limit, total };
  }

  private async withServices(rows: readonly BarberRow[]): Promise<Barber[]> {
    const links = await this.repository.findServicesOfBarbers(rows.map((row) => row.id));
    const offered = new Map<string, ServiceRow[]>();
    for (const { barberId, service } of links) {
      offered.set(barberId, [...(offered.get(barberId) ?? []), service]);
    }
    return rows.map((row) => toBarberDto(row, offered.get(row.id) ?? []));
  }
}
