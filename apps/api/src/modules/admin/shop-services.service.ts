import type { AdminService } from '@navalha/core/contracts/admin-services';
import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { services } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { toServiceDto } from '../catalog/catalog.dto.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';

const barberIds = sql<string[]>`coalesce((
  select json_agg(${qualified(barberServices.barberId)} order by ${qualified(barberServices.barberId)})
  from ${barberServices}
  inner join ${users} on ${qualified(users.id)} = ${qualified(barberServices.barberId)}
  where ${qualified(barberServices.serviceId)} = ${qualified(services.id)}
    and ${bookableStaff}
), '[]'::json)`;

const barbersCount = sql<number>`(
  select count(*)::int from ${barberServices}
  inner join ${users} on ${qualified(users.id)} = ${qualified(barberServices.barberId)}
  where ${qualified(barberServices.serviceId)} = ${qualified(services.id)}
    and ${qualified(users.isActive)} and ${bookableStaff}
)`.mapWith(Number);

/**
 * The shop's whole menu for its admins, inactive services included (the catalog's own routes
 * show clients the active ones); writes go through the catalog routes.
 */
export class ShopServicesService {
  private readonly db: Db;

  constructor(deps: { db: Db }) {
    const { db } = deps;
    this.db = db;
  }

  async list(actor: AuthUser): Promise<AdminService[]> {
    const shopId = requireManagedShop(actor);
    const rows = await this.db
      .select({ ...getTableColumns(services), barbersCount, barberIds })
      .from(services)
      .where(eq(services.barbershopId, shopId))
      .orderBy(desc(services.isActive), asc(services.name), asc(services.id));
    return rows.map((row) => ({ ...toServiceDto(row), barberIds: row.barberIds }));
  }
}
