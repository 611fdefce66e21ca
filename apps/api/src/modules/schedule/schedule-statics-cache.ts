import type { BarberStatics, ScheduleStatics, ServiceSnapshot } from './schedule.repository.js';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export type StaticsLoader = (query: {
  barberIds: readonly string[];
  serviceIds: readonly string[];
}) => Promise<ScheduleStatics>;

/** Past this many entries the cache starts over rather than grow without end. */
const MAX_ENTRIES = 10_000;

/**
 * Keeps the seldom-changing half of availability in memory for `ttlMs`: services, barbers
 * with their shop, offered services and week. Busy time is never cached, so an availability
 * answer is always current on bookings; an edit of the catalog or of working hours shows at
 * once on this instance (its writes call `clear`) and within `ttlMs` on the others. Bookings
 * read the database directly and do not use it.
 *
 * A load that overlaps a `clear` is not kept: it may have read the rows from before the edit.
 */
export class ScheduleStaticsCache {
  private readonly barbers = new Map<string, Entry<BarberStatics>>();
  private readonly services = new Map<string, Entry<ServiceSnapshot>>();
  private generation = 0;

  private readonly load: StaticsLoader;
  private readonly ttlMs: number;
  private readonly clock: () => number;

  constructor(deps: { load: StaticsLoader; ttlMs: number; clock?: () => number }) {
    const { load, ttlMs, clock = () => performance.now() } = deps;
    this.load = load;
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  async get(barberIds: readonly string[], serviceIds: readonly string[]): Promise<ScheduleStatics> {
    const now = this.clock();
    const barbers = this.freshValues(this.barbers, barberIds, now);
    const services = this.freshValues(this.services, serviceIds, now);
    const missingBarbers = barberIds.filter((id) => !barbers.has(id));
    const missingServices = serviceIds.filter((id) => !services.has(id));
    if (missingBarbers.length > 0 || missingServices.length > 0) {
      const generation = this.generation;
      const loaded = await this.load({ barberIds: missingBarbers, serviceIds: missingServices });
      const keep = generation === this.generation && this.ttlMs > 0;
      if (keep && this.barbers.size + this.services.size > MAX_ENTRIES) this.clear();
      const expiresAt = now + this.ttlMs;
      for (const barber of loaded.barbers) {
        barbers.set(barber.id, barber);
        if (keep) this.barbers.set(barber.id, { value: barber, expiresAt });
      }
      for (const service of loaded.services) {
        services.set(service.id, service);
        if (keep) this.services.set(service.id, { value: service, expiresAt });
      }
    }
    return {
      barbers: barberIds.flatMap((id) => barbers.get(id) ?? []),
      services: serviceIds.flatMap((id) => services.get(id) ?? []),
    };
  }

  /** Forgets everything: called after any write that changes what it holds. */
  clear(): void {
    this.generation += 1;
    this.barbers.clear();
    this.services.clear();
  }

  /** The entries of `ids` still fresh at `now`, copied out before anything is awaited. */
  private freshValues<T>(
    cache: Map<string, Entry<T>>,
    ids: readonly string[],
    now: number,
  ): Map<string, T> {
    const values = new Map<string, T>();
    for (const id of ids) {
      const entry = cache.get(id);
      if (entry && entry.expiresAt > now) values.set(id, entry.value);
    }
    return values;
  }
}
