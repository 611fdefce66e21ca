import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import type { Db } from './client.js';
import { signalAfterCommit } from './signals.js';

const dialect = new PgDialect();

/** The parameters of every pg_notify statement `db` runs while `action` does. */
async function notifyStatements(db: Db, action: () => Promise<unknown>): Promise<unknown[][]> {
  const statements: unknown[][] = [];
  const execute = db.execute.bind(db);
  db.execute = ((query: SQL) => {
    const { sql, params } = dialect.sqlToQuery(query);
    if (sql.includes('pg_notify')) statements.push(params);
    return execute(query);
  }) as Db['execute'];
  try {
    await action();
  } finally {
    db.execute = execute;
  }
  return statements;
}

describe('signals after the commit', () => {
  let test: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.database.db;
  });
  afterAll(() => test.dispose());

  it('sends the signals asked for in the same turn in one statement, each once', async () => {
    // Three commits whose answers arrive in one turn of the event loop, as under load.
    const statements = await notifyStatements(db, () =>
      Promise.all(
        [1, 2, 3].map((n) =>
          signalAfterCommit(db, [
            { channel: 'agenda', payload: 'shop-a' },
            { channel: 'user', payload: `client-${n}` },
          ]),
        ),
      ),
    );

    expect(statements).toHaveLength(1);
    expect(statements[0]).toEqual([
      'agenda',
      'shop-a',
      'user',
      'client-1',
      'user',
      'client-2',
      'user',
      'client-3',
    ]);
  });

  it('sends the signals of each transaction after its commit', async () => {
    const statements = await notifyStatements(db, () =>
      Promise.all(
        [1, 2].map((n) =>
          db.transaction(async (tx) => {
            await signalAfterCommit(tx, [{ channel: 'agenda', payload: `shop-${n}` }]);
            await signalAfterCommit(tx, [{ channel: 'agenda', payload: `shop-${n}` }]);
          }),
        ),
      ),
    );

    expect(statements.flat().sort()).toEqual(['agenda', 'agenda', 'shop-1', 'shop-2']);
  });

  it('sends nothing for a transaction that rolls back, and what its neighbour committed', async () => {
    const statements = await notifyStatements(db, () =>
      Promise.allSettled([
        db.transaction(async (tx) => {
          await signalAfterCommit(tx, [{ channel: 'agenda', payload: 'rolled-back' }]);
          throw new Error('the booking failed');
        }),
        db.transaction(async (tx) => {
          await signalAfterCommit(tx, [{ channel: 'agenda', payload: 'committed' }]);
        }),
      ]),
    );

    expect(statements).toEqual([['agenda', 'committed']]);
  });

  it('has sent the signal when the committing call returns', async () => {
    const sent: unknown[][] = [];
    await notifyStatements(db, async () => {
      await db.transaction(async (tx) => {
        await signalAfterCommit(tx, [{ channel: 'agenda', payload: 'shop-b' }]);
      });
      sent.push(['returned']);
    }).then((statements) => sent.unshift(...statements));

    expect(sent).toEqual([['agenda', 'shop-b'], ['returned']]);
  });
});
