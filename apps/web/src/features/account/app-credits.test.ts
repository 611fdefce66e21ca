import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSourcePackages } from './app-credits';

const script = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/generate-licences.mjs',
);

describe('app credits', () => {
  it('match the installed dependencies and the version in package.json', () => {
    const check = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('name a licence for every package the app runs on', () => {
    expect(openSourcePackages.map((item) => item.name)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'react-router', 'zod']),
    );
    for (const item of openSourcePackages) expect(item.license).toMatch(/\S/);
  });
});
