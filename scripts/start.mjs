// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of the files under `paths` (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules') visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

const workspaces = [
  {
    name: '@navalha/core',
    sources: ['packages/core/src', 'packages/core/tsconfig.build.json'],
    output: 'packages/core/dist',
  },
  {
    name: '@navalha/web',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/core/src',
    ],
    output: 'apps/web/dist',
  },
  {
    name: '@navalha/api',
    sources: ['apps/api/src', 'apps/api/tsconfig.build.json'],
    output: 'apps/api/dist',
  },
];

for (const workspace of workspaces) {
  const output = join(root, workspace.output);
  const built = newestMtime([output]);
  const changed = newestMtime(workspace.sources.map((source) => join(root, source)));
  if (built === 0 || changed > built) {
    process.stdout.write(`Compilando ${workspace.name}...\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
