import { describe, expect, it } from 'vitest';
import { SetupState } from './setup-state.js';

function world(initiallyExists: boolean) {
  let now = 0;
  let exists = initiallyExists;
  let reads = 0;
  const state = new SetupState(
    async () => {
      reads += 1;
      return exists;
    },
    3_000,
    () => now,
  );
  return {
    state,
    reads: () => reads,
    advance: (ms: number) => (now += ms),
    createShop: () => (exists = true),
  };
}

describe('SetupState', () => {
  it('reads once and never again when a shop exists (the demo and every shop in use)', async () => {
    const w = world(true);
    expect(await w.state.isRequired()).toBe(false);
    w.advance(60_000);
    expect(await w.state.isRequired()).toBe(false);
    expect(w.reads()).toBe(1);
  });

  it('while setup is required, reads again only after the TTL, and notices a shop made elsewhere', async () => {
    const w = world(false);
    expect(await w.state.isRequired()).toBe(true);
    w.advance(2_000);
    expect(await w.state.isRequired()).toBe(true);
    expect(w.reads()).toBe(1);
    w.createShop();
    w.advance(1_500);
    expect(await w.state.isRequired()).toBe(false);
    expect(w.reads()).toBe(2);
  });

  it('asks once for many requests at the same moment', async () => {
    const w = world(false);
    await Promise.all([w.state.isRequired(), w.state.isRequired(), w.state.isRequired()]);
    expect(w.reads()).toBe(1);
  });

  it('flips at once when this process completes setup', async () => {
    const w = world(false);
    expect(await w.state.isRequired()).toBe(true);
    w.state.markDone();
    expect(await w.state.isRequired()).toBe(false);
    expect(w.reads()).toBe(1);
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const state = new SetupState(async () => {
      if (fail) throw new Error('relation "barbershops" does not exist');
      return true;
    });
    await expect(state.isRequired()).rejects.toThrow();
    fail = false;
    expect(await state.isRequired()).toBe(false);
  });

  it("warms up remembering a shop, but not its absence, which the start-up's seed may end", async () => {
    const inUse = world(true);
    await inUse.state.warmUp();
    expect(await inUse.state.isRequired()).toBe(false);
    expect(inUse.reads()).toBe(1);

    const seeding = world(false);
    await seeding.state.warmUp();
    seeding.createShop();
    // No time passes: the answer is read again, not the warm-up's.
    expect(await seeding.state.isRequired()).toBe(false);
    expect(seeding.reads()).toBe(2);
  });
});
