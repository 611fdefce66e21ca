import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShopClock } from './shop-clock';

afterEach(() => vi.unstubAllEnvs());

describe('getShopClock', () => {
  it("reads today in the shop's zone, not the device's", () => {
    // 23:30 on 10 May in São Paulo is already 11 May in UTC and in Tokyo.
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const now = new Date('2026-05-11T02:30:00Z');
    expect(getShopClock('America/Sao_Paulo', now).today).toBe('2026-05-10');
    expect(getShopClock('Asia/Tokyo', now).today).toBe('2026-05-11');
  });

  it("falls back to the shops' default zone", () => {
    const clock = getShopClock(undefined, new Date('2026-05-11T02:30:00Z'));
    expect(clock).toMatchObject({ timeZone: 'America/Sao_Paulo', today: '2026-05-10' });
  });
});
