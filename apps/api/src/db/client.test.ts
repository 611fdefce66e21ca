import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite } from './client.js';
import type { Database } from './client.js';

describe('the embedded database under concurrent statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = fromPglite(await PGlite.create());
  });
  afterAll(() => database.close());

  it('lets the event loop turn between queued statements, not only after all of them', async () => {
    const events: string[] = [];
    // Due on the loop's next turn: a socket with data waiting is served on such a turn too.
    setTimeout(() => events.push('loop turned'), 0);
    const statements = Array.from({ length: 10 }, (_, index) =>
      database.db
        .execute(sql`select count(*) from generate_series(1, 200000)`)
        .then(() => events.push(`statement ${index}`)),
    );
    await Promise.all(statements);

    expect(events).toHaveLength(11);
    expect(events.indexOf('loop turned')).toBeLessThan(10);
  });

  it('keeps the order statements were sent in, and a failed one does not stop the rest', async () => {
    const done: number[] = [];
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        database.db.execute(n === 2 ? sql`select 1/0` : sql`select ${n}`).then(() => done.push(n)),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(done).toEqual([1, 3, 4]);
  });
});
