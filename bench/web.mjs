// The web part of `npm run bench`: `npm run budgets` writes its markdown table to a file we
// include in results.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineFacts } from './api-report.mjs';
import { root } from './common.mjs';

export function web() {
  const markdownFile = join(mkdtempSync(join(tmpdir(), 'navalha-budgets-')), 'budgets.md');
  const startLoad = loadavg()[0].toFixed(1);
  const result = spawnSync(process.execPath, ['scripts/budgets.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUDGETS_MARKDOWN: markdownFile },
  });
  const table = existsSync(markdownFile)
    ? readFileSync(markdownFile, 'utf8')
    : '(no table: the budgets script failed before measuring)';
  const body = [
    `## Web (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    machineFacts(
      'web measurements',
      startLoad,
      'Lighthouse simulates its throttling on top of whatever CPU time the page really takes',
    ),
    '',
    '`npm run budgets` on the production build: first-load JavaScript and CSS per route (gzip, what the browser downloads for that route at 390×844), and Lighthouse mobile (simulated slow 4G, 4× CPU).',
    '',
    table,
  ].join('\n');
  return { ok: result.status === 0, body };
}
