import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { buildApp } from '../app.js';
import { testConfig, testPasswordHasher } from '../test/test-app.js';
import { serializeError } from './error-serializer.js';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.dispose();
});

const EMAIL = 'cliente@navalha.dev';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$ZmFrZS1oYXNoLW9mLWEtcGFzc3dvcmQ';

/** A real failed query whose parameters are an e-mail and a password hash (a duplicate e-mail). */
async function failedInsert(): Promise<unknown> {
  try {
    await testDatabase.database.db
      .insert(users)
      .values({ name: 'Outra Pessoa', email: EMAIL, passwordHash: HASH });
  } catch (error) {
    return error;
  }
  throw new Error('the insert should have failed');
}

describe('serializeError', () => {
  it('keeps the failed query, its code and constraint, and drops the values it carried', async () => {
    const error = await failedInsert();
    const text = JSON.stringify(serializeError(error as Error));
    expect(text).toContain('Failed query: insert into \\"users\\"');
    expect(text).toContain('[redacted]');
    expect(text).toContain('23505');
    expect(text).toContain('users_email_unique');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(HASH);
  });

  it('is what the app logs when a request fails on the database', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ logLevel: 'error' }),
      db: testDatabase.database.db,
      passwordHasher: testPasswordHasher,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      app.log.error({ err: await failedInsert() }, 'request failed');
      const logged = lines.join('\n');
      expect(logged).toContain('users_email_unique');
      expect(logged).not.toContain(EMAIL);
      expect(logged).not.toContain(HASH);
    } finally {
      await app.close();
    }
  });

  it('passes other errors through with their own fields', () => {
    const error = Object.assign(new Error('Horário indisponível'), { statusCode: 409 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'Horário indisponível',
      statusCode: 409,
    });
  });
});
