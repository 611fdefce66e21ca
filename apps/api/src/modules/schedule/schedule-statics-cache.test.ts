import { describe, expect, it } from 'vitest';
import { ScheduleStaticsCache } from './schedule-statics-cache.js';
import type { BarberStatics, ScheduleStatics, ServiceSnapshot } from './schedule.repository.js';

const barber = (id: string): BarberStatics => ({
  id,
  barbershopId: 'shop',
  timeZone: 'America/Sao_Paulo',
  settings: null,
  suspended: false,
  serviceIds: [],
  hours: [],
});
const service = (id: string): ServiceSnapshot => ({
  id,
  barbershopId: 'shop',
  name: id,
  priceCents: 1000,
  promotionalPriceCents: null,
  durationMinutes: 30,
  imageUrl: null,
});

/** A loader over a fixed world that records what it was asked. */
function createLoader(known: { barbers: string[]; services: string[] }) {
  const calls: { barberIds: readonly string[]; serviceIds: readonly string[] }[] = [];
  const load = async (query: {
    barberIds: readonly string[];
    serviceIds: readonly string[];
  }): Promise<ScheduleStatics> => {
    calls.push(query);
    return {
      barbers: query.barberIds.filter((id) => known.barbers.includes(id)).map(barber),
      services: query.serviceIds.filter((id) => known.services.includes(id)).map(service),
    };
  };
  return { load, calls };
}

describe('ScheduleStaticsCache', () => {
  it('loads only what it lacks, and keeps the order asked for', async () => {
    const { load, calls } = createLoader({ barbers: ['a', 'b'], services: ['s'] });
    const cache = new ScheduleStaticsCache({ load, ttlMs: 1_000, clock: () => 0 });

    await cache.get(['a'], ['s']);
    const result = await cache.get(['b', 'a'], ['s']);

    expect(calls).toEqual([
      { barberIds: ['a'], serviceIds: ['s'] },
      { barberIds: ['b'], serviceIds: [] },
    ]);
    expect(result.barbers.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(result.services.map((entry) => entry.id)).toEqual(['s']);
  });

  it('reloads after the time to live and after clear', async () => {
    let now = 0;
    const { load, calls } = createLoader({ barbers: ['a'], services: [] });
    const cache = new ScheduleStaticsCache({ load, ttlMs: 1_000, clock: () => now });

    await cache.get(['a'], []);
    now = 999;
    await cache.get(['a'], []);
    now = 1_000;
    await cache.get(['a'], []);
    cache.clear();
    await cache.get(['a'], []);

    expect(calls).toHaveLength(3);
  });

  it('never remembers what does not exist', async () => {
    const { load, calls } = createLoader({ barbers: [], services: [] });
    const cache = new ScheduleStaticsCache({ load, ttlMs: 1_000, clock: () => 0 });

    expect((await cache.get(['ghost'], [])).barbers).toEqual([]);
    await cache.get(['ghost'], []);

    expect(calls).toHaveLength(2);
  });

  it('does not keep a load that a clear overtook, yet answers from it', async () => {
    const { load, calls } = createLoader({ barbers: ['a', 'b'], services: [] });
    const cache = new ScheduleStaticsCache({ load, ttlMs: 1_000, clock: () => 0 });
    await cache.get(['a'], []);

    const pending = cache.get(['a', 'b'], []);
    cache.clear();
    const result = await pending;

    expect(result.barbers.map((entry) => entry.id)).toEqual(['a', 'b']);
    await cache.get(['a', 'b'], []);
    expect(calls.at(-1)).toEqual({ barberIds: ['a', 'b'], serviceIds: [] });
  });
});
