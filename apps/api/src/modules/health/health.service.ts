import { errorMessages } from '@navalha/core/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import type { HealthRepository } from './health.repository.js';

/** Under the web app's 5 s health-check timeout (spec §9), so it hears our 503, not a timeout. */
const PING_TIMEOUT_MS = 3_000;

export class HealthService {
  private readonly repository: HealthRepository;
  private readonly setupRequired: () => Promise<boolean>;

  constructor(deps: {
    repository: HealthRepository;
    /** Whether the server waits for its first-run setup (setup-state.ts, memoised). */
    setupRequired?: () => Promise<boolean>;
  }) {
    const { repository, setupRequired = async () => false } = deps;
    this.repository = repository;
    this.setupRequired = setupRequired;
  }

  /**
   * Resolves when the database answers in time, saying whether setup is still required (a load
   * balancer keeps an instance in setup); otherwise 503 SERVICE_UNAVAILABLE.
   */
  async check(): Promise<{ status: 'ok'; setup: 'required' | 'done' }> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database ping took over ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    let setup: 'required' | 'done';
    try {
      await Promise.race([this.repository.ping(), timedOut]);
      setup = (await this.setupRequired()) ? 'required' : 'done';
    } catch (error) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', errorMessages.serviceUnavailable, undefined, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', setup };
  }
}
