// A real streaming replica of a PostgreSQL server, for `npm run test:scale` (issue 20 §5):
// pg_basebackup of the server into a temporary directory, then a standby postgres on a free
// port that follows the server by streaming replication, read-only (hot standby).
//
// The server must accept replication connections from 127.0.0.1 (pg_hba.conf: `host
// replication all 127.0.0.1/32 trust`, or a password); .ci/run adds that line. Run as root, the
// standby runs as the `postgres` user (runuser), which owns the server's files on Debian.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A standby refuses to start with less of these than its primary has. */
const AT_LEAST_THE_PRIMARYS = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

/**
 * The directory of the server's own binaries (PG_BINDIR, or Debian's for its major version)
 * and the settings the standby must copy.
 */
async function readServer(pg, serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows: version } = await client.query('show server_version_num');
    const { rows: settings } = await client.query(
      'select name, setting from pg_settings where name = any($1)',
      [AT_LEAST_THE_PRIMARYS],
    );
    const major = Math.floor(Number(version[0].server_version_num) / 10000);
    return {
      bin: process.env.PG_BINDIR ?? `/usr/lib/postgresql/${major}/bin`,
      settings: settings.flatMap(({ name, setting }) => ['-c', `${name}=${setting}`]),
    };
  } finally {
    await client.end();
  }
}

/**
 * Starts a standby of the server at `serverUrl`; resolves once it accepts read-only queries.
 * `url(database)` names a database on it; `stop()` shuts it down and removes its files.
 */
export async function startStreamingReplica(pg, serverUrl) {
  const { bin, settings } = await readServer(pg, serverUrl);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : null;
  const run = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const directory = mkdtempSync(join(tmpdir(), 'navalha-replica-'));
  if (asRoot) {
    const uid = Number(owner.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(directory, uid, gid);
  }
  const [backup, backupArgs] = run(join(bin, 'pg_basebackup'), [
    '-d',
    serverUrl,
    '-D',
    directory,
    '-X',
    'stream',
    '-R',
    '--no-sync',
    // Start at once: a spread checkpoint can keep the copy waiting for minutes.
    '--checkpoint=fast',
  ]);
  const copied = spawnSync(backup, backupArgs, { encoding: 'utf8' });
  if (copied.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error(
      `pg_basebackup failed: ${copied.stderr.trim()}\n` +
        'the server must accept replication connections from 127.0.0.1 (pg_hba.conf: ' +
        '"host replication all 127.0.0.1/32 trust"; .ci/run adds it)',
    );
  }
  // Debian keeps the server's configuration outside its data directory: the standby gets its
  // own, and pg_basebackup -R wrote the way to its primary in postgresql.auto.conf.
  const write = (file, text) => {
    const path = join(directory, file);
    writeFileSync(path, text, { mode: 0o600 });
    if (asRoot) chownSync(path, Number(owner.stdout.trim()), 0);
  };
  write('postgresql.conf', '');
  write('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  write('pg_ident.conf', '');
  const port = await freePort();
  const [postgres, postgresArgs] = run(join(bin, 'postgres'), [
    '-D',
    directory,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${directory}`,
    '-c',
    'hot_standby=on',
    '-c',
    'fsync=off',
    ...settings,
  ]);
  const standby = spawn(postgres, postgresArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  standby.stderr.on('data', (chunk) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const url = (database) => {
    const parsed = new URL(serverUrl);
    parsed.port = String(port);
    parsed.hostname = '127.0.0.1';
    parsed.pathname = `/${database}`;
    return parsed.toString();
  };
  const stop = async () => {
    if (standby.exitCode === null && standby.signalCode === null) {
      const exited = new Promise((resolve) => standby.once('exit', resolve));
      // SIGINT to the postmaster (runuser passes no signal on): PostgreSQL's fast shutdown.
      const pidFile = join(directory, 'postmaster.pid');
      const postmaster = existsSync(pidFile)
        ? Number(readFileSync(pidFile, 'utf8').split('\n')[0])
        : standby.pid;
      process.kill(postmaster, 'SIGINT');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (standby.exitCode !== null) break;
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      const { rows } = await client.query('select pg_is_in_recovery() as standby');
      await client.end();
      if (rows[0].standby) return { port, url, stop };
    } catch {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the standby did not start:\n${log}`);
}
