import { getAccessRecordCutoff } from '@navalha/core/domain/account/access-record-retention';
import type { Db } from '../../db/client.js';
import { AccessRecordsRepository } from './access-records.repository.js';

export interface AccessRecordPurgeLimits {
  /** Rows deleted by one statement: short statements, since PGlite serves one at a time. */
  batchSize: number;
  /** Statements per run: a backlog is worked off over several runs instead of in one burst. */
  maxBatchesPerRun: number;
}

const defaultLimits: AccessRecordPurgeLimits = { batchSize: 500, maxBatchesPerRun: 20 };

/**
 * Keeps the promise of the privacy policy: access records are kept 6 months after their session
 * ends (Marco Civil da Internet, art. 15), then deleted (decision 006).
 */
export class AccessRecordsService {
  private readonly repository: AccessRecordsRepository;
  private readonly limits: AccessRecordPurgeLimits;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
    limits: Partial<AccessRecordPurgeLimits> = {},
  ) {
    this.repository = new AccessRecordsRepository(db);
    this.limits = { ...defaultLimits, ...limits };
  }

  /** Deletes the refresh tokens of sessions that ended more than 6 months before `now`. */
  async purgeExpired(now: Date = this.now()): Promise<{ deleted: number }> {
    const cutoff = getAccessRecordCutoff(now);
    const { batchSize, maxBatchesPerRun } = this.limits;
    let deleted = 0;
    for (let batch = 0; batch < maxBatchesPerRun; batch += 1) {
      const count = await this.repository.deleteEndedRefreshTokens(cutoff, batchSize);
      deleted += count;
      if (count < batchSize) break;
    }
    return { deleted };
  }
}
