import { errorMessages } from '@navalha/core/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import type { HealthRepository } from './health.repository.js';

/** Under the web app's 5 s health-check timeout (spec §9), so it hears our 503, not a timeout. */
const PING_TIMEOUT_MS = 3_000;

export class HealthService {
  constructor(private readonly repository: HealthRepository) {}

  /** Resolves when the database answers in time; otherwise 503 SERVICE_UNAVAILABLE. */
  async check(): Promise<{ status: 'ok' }> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database ping took over ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.repository.ping(), timedOut]);
    } catch (error) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', errorMessages.serviceUnavailable, undefined, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' };
  }
}
