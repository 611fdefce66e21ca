/**
 * Whether this server still waits for its first-run setup (no shop at all: issue 14 §2), asked
 * on every request, so kept cheap: once a shop exists the answer is "done" for good and the
 * database is never asked again; while setup is required it is asked again at most every
 * `ttlMs`, so a setup finished through another process or instance shows within seconds.
 */
export class SetupState {
  private done = false;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly shopExists: () => Promise<boolean>,
    private readonly ttlMs = 3_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** True while no shop exists. A failed read is not remembered (the next call asks again). */
  async isRequired(): Promise<boolean> {
    if (this.done) return false;
    if (this.clock() - this.checkedAt < this.ttlMs) return true;
    this.pending ??= this.shopExists()
      .then((exists) => {
        if (exists) this.done = true;
        else this.checkedAt = this.clock();
        return !exists;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /**
   * Asked once at start-up, before the database is migrated and seeded: remembers a shop that
   * exists, never its absence, which the start-up's demo seed may end a moment later (a
   * remembered "required" would keep the server answering 503 for `ttlMs` after it listens).
   * A failed read (no table before the first migration) leaves the first request to ask.
   */
  async warmUp(): Promise<void> {
    const exists = await this.shopExists().catch(() => false);
    if (exists) this.done = true;
  }

  /** This process just created the shop: no need to wait for the next read. */
  markDone(): void {
    this.done = true;
  }
}
