import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('answers until the entry expires', () => {
    const time = clock();
    const cache = new TtlCache<string, number>(10, time.now);
    cache.set('a', 1, 1000);
    time.advance(999);
    expect(cache.get('a')).toBe(1);
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new TtlCache<string, number>(2, clock().now);
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces a value and its time to live', () => {
    const time = clock();
    const cache = new TtlCache<string, number>(2, time.now);
    cache.set('a', 1, 10);
    cache.set('a', 2, 1000);
    time.advance(500);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });
});
