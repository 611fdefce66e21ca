// The markdown of bench/results.md: the API table and budgets, and the machine they ran on.
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { CONNECTIONS, DURATION } from './common.mjs';

export function apiMarkdown({ rows, checks, facts }, machine) {
  const lines = [];
  lines.push(`## API (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  lines.push('');
  lines.push(machine);
  lines.push('');
  lines.push(
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per measurement; available-slots and my-appointments are the mean of two measurements per size (order small, large, large, small). Latencies in ms.`,
  );
  lines.push('');
  lines.push(
    '| database | appointments | route | req/s | p50 | p99 | requests | non-2xx | errors |',
  );
  lines.push('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    lines.push(
      `| ${row.database} | ${row.size.toLocaleString('en-US')} | ${row.label} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.non2xx} | ${row.errors} (${row.timeouts}) |`,
    );
  }
  lines.push('');
  lines.push('| budget | figure | limit | |');
  lines.push('|---|---|---|---|');
  for (const check of checks) {
    lines.push(
      `| ${check.what} | ${check.figure} | ${check.budget} | ${check.ok ? 'ok' : 'FAIL'} |`,
    );
  }
  lines.push('');
  lines.push(
    'Data generation (bench/generate.mjs, `INSERT … SELECT generate_series` in batches of 50,000):',
  );
  lines.push('');
  for (const entry of facts.generation) {
    lines.push(
      `- ${entry.driver}: ${entry.written.toLocaleString('en-US')} appointments written in ${entry.seconds.toFixed(1)} s`,
    );
  }
  if (facts.postgres) lines.push(`\nPostgreSQL server ${facts.postgres}.`);
  return lines.join('\n');
}

export function machineFacts(
  label,
  startLoad,
  comparison = 'the budgets compare sizes measured back to back',
) {
  const cpu = cpus();
  return `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM (${(freemem() / 2 ** 30).toFixed(1)} GB free at the end), Node ${process.version}. Load average (1 min) ${startLoad} at the start and ${loadavg()[0].toFixed(1)} at the end of the ${label}: other work was running on the machine, so absolute figures are low and noisy; ${comparison}.`;
}
