import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export class HealthRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
