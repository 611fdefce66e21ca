// `npm run bench`: the API benchmark of issue 9 and the web budgets, written to bench/results.md.
//
// For each database (the embedded PGlite, and PostgreSQL on a throwaway database created on the
// server of BENCH_DATABASE_URL or TEST_DATABASE_URL and dropped afterwards) it prepares a small
// (1,000 appointments) and a large database (1,000,000 on PostgreSQL; 100,000 on PGlite, whose
// single-threaded WASM engine writes 1,000,000 rows too slowly for this machine: see
// results.md), starts the built server on each, and measures with autocannon at 50 connections
// for 10 s: login, services list, barbers by services, available-slots, create appointment
// (every request a distinct free slot) and my-appointments as the home page asks for it
// (limit=5; the demo client holds one booking in 500, about 500 active at 1,000,000). The
// small and the large server are measured back to back per route, and the two budgeted routes
// twice in the order small, large, large, small, so that a change of load on a shared machine
// hits both sizes alike.
//
// Budgets (exit 1 when one fails): available-slots and my-appointments p50 on the large
// database ≤ 1.5 × their p50 on the small one; create appointment ≥ 300 req/s on PostgreSQL;
// no request errors and no non-2xx answer on any route. Login (argon2) is reported, not budgeted.
//
// The desk profile (bench/desk.mjs) follows: the agenda routes on a day of 12 barbers and 200
// bookings, reported without a budget.
//
// The platform profile (bench/platform.mjs, issue 20 §5: 10,000 shops and 10,000,000
// appointments on PostgreSQL, an hour or more) runs only with --platform-only, never by default.
//
// Flags: --api-only / --web-only / --desk-only / --platform-only update only their section of
// results.md (the desk's runs with --api-only too); --web-only runs
// `npm run budgets` (JS and CSS per route, Lighthouse). BENCH_SIZES=1000,100000 and
// BENCH_DURATION=10 override the sizes and the seconds per measurement; BENCH_PGLITE_LARGE sets
// the embedded large size; BENCH_DATABASES=pglite or =postgres measures only that one;
// BENCH_ROUTES=create,mine measures only those routes (login, services, barbers, slots, create,
// mine) and prints the figures without writing results.md, for trying a change quickly;
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' is passed to the servers' node.
import { loadavg } from 'node:os';
import { api } from './api.mjs';
import { apiMarkdown, machineFacts } from './api-report.mjs';
import { resultsFile, routeFilter, say, writeSection } from './common.mjs';
import { desk, deskMarkdown } from './desk.mjs';
import { platform, platformMarkdown, platformSizes } from './platform.mjs';
import { web } from './web.mjs';

const args = new Set(process.argv.slice(2));
const deskOnly = args.has('--desk-only');
const runPlatform = args.has('--platform-only');
const runApi = !args.has('--web-only') && !deskOnly && !runPlatform;
const runWeb = !args.has('--api-only') && !deskOnly && !runPlatform;
const runDesk = !args.has('--web-only') && !routeFilter && !runPlatform;

let exitCode = 0;
if (runApi) {
  const startLoad = loadavg()[0].toFixed(1);
  const outcome = await api();
  if (!routeFilter)
    writeSection('api', apiMarkdown(outcome, machineFacts('API measurements', startLoad)));
  for (const check of outcome.checks) {
    say(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.what}: ${check.figure} (budget ${check.budget})`);
  }
  if (!outcome.checks.every((check) => check.ok)) exitCode = 1;
}
if (runDesk) {
  const startLoad = loadavg()[0].toFixed(1);
  const rows = await desk({ built: runApi });
  writeSection(
    'desk',
    deskMarkdown(
      rows,
      machineFacts('Desk measurements', startLoad, 'the figures are reported, not budgeted'),
    ),
  );
  if (rows.some((row) => row.non2xx > 0 || row.errors > 0 || row.requests === 0)) exitCode = 1;
}
if (runWeb) {
  const { ok, body } = web();
  writeSection('web', body);
  if (!ok) exitCode = 1;
}
if (runPlatform) {
  const startLoad = loadavg()[0].toFixed(1);
  const outcome = await platform();
  // Only the full size is the figure of issue 20; a smaller run is a try, printed only.
  // A smaller run comparing partitioned and unpartitioned bookings goes to a section of its own,
  // labelled with its size.
  const { fullSize, comparePartitions } = platformSizes();
  if (fullSize)
    writeSection('platform', platformMarkdown(outcome, machineFacts('platform run', startLoad)));
  else if (comparePartitions)
    writeSection(
      'platform-small',
      platformMarkdown(outcome, machineFacts('small platform run', startLoad)),
    );
  else
    say('BENCH_PLATFORM_SHOPS/BENCH_PLATFORM_APPOINTMENTS below the profile: figures printed only');
  for (const check of outcome.checks) {
    say(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.what}: ${check.figure} (budget ${check.budget})`);
  }
  if (!outcome.checks.every((check) => check.ok)) exitCode = 1;
}
const printedOnly =
  routeFilter || (runPlatform && !platformSizes().fullSize && !platformSizes().comparePartitions);
say(printedOnly ? 'results.md left as it was' : `results written to ${resultsFile}`);
process.exit(exitCode);
