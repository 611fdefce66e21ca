import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer } from '../test/server-process.js';
import { keepPrivate } from './private-files.js';

const made: string[] = [];

afterAll(() => {
  for (const directory of made) rmSync(directory, { recursive: true, force: true });
});

function tempDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'navalha-private-'));
  made.push(directory);
  return directory;
}

/** Every path under `root` whose group or others may read, write or enter it. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stats = statSync(path);
    if ((stats.mode & 0o077) !== 0) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(root);
  return open;
}

describe('keepPrivate', () => {
  it('takes group and others away from a data folder written before', () => {
    const root = tempDir();
    mkdirSync(join(root, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    chmodSync(join(root, 'pglite'), 0o777);
    writeFileSync(join(root, 'pglite', 'base', '1'), 'hashes', { mode: 0o666 });
    chmodSync(join(root, 'pglite', 'base', '1'), 0o666);
    writeFileSync(join(root, 'jwt-secret'), 'x', { mode: 0o600 });

    keepPrivate(root);

    expect(openToOthers(root)).toEqual([]);
    expect(statSync(join(root, 'pglite', 'base', '1')).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'pglite')).mode & 0o777).toBe(0o700);
  });

  it('creates a missing folder 0700', () => {
    const root = join(tempDir(), 'novo', 'dados');
    keepPrivate(root);
    expect(statSync(root).mode & 0o777).toBe(0o700);
  });
});

describe('the server on the embedded database', () => {
  it('writes its database and secret readable by itself alone', async () => {
    const dataDir = tempDir();
    const server = await startServer({
      NODE_ENV: 'development',
      JWT_SECRET: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    try {
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite']));
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      server.process.kill('SIGTERM');
      await exited(server.process);
    }
  }, 120_000);
});
