// Lighthouse for `npm run budgets` (scripts/budgets.mjs): one run of a page in a Chromium of its
// own, and the scores a page is judged on.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Chromium's switches for measuring: no sandbox (root in a container), nothing in the background. */
export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromeFlags = ['--headless=new', ...browserArgs];

/**
 * Runs Lighthouse against the server at `base` with the Chromium at `chromePath`; `reportDir`,
 * when set, keeps each run's full report (JSON).
 */
export function lighthouseRunner({ base, chromePath, reportDir }) {
  /**
   * One run of `path` in a Chromium of its own (chrome-launcher; Lighthouse never downloads a
   * browser here): Lighthouse's mobile defaults, or its desktop preset (1350×940, no CPU
   * slowdown) with `desktop`. The session cookies go into that browser over the DevTools
   * protocol before the run, because the app reads them from `document.cookie`, which a Cookie
   * request header would not fill. Returns the scores and the path the page ended on.
   */
  async function run(path, cookies, number, desktop = false, search = '') {
    const chrome = await launchChrome({ chromePath, chromeFlags, logLevel: 'silent' });
    try {
      if (cookies.length > 0) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0].addCookies(cookies);
        await cdp.close();
      }
      const result = await lighthouse(
        `${base}${path}${search}`,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
        },
        desktop ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      if (reportDir) {
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        writeFileSync(join(reportDir, `lighthouse-${name}-${number}.json`), result.report);
      }
      const { categories, finalDisplayedUrl, runtimeError, audits, environment } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.message}`);
      const weak = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter(({ weight }) => weight > 0)
        .map(({ id }) => audits[id])
        .filter((audit) => audit.score !== null && audit.score < 0.9);
      return {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        finalPath: new URL(finalDisplayedUrl).pathname,
        weak: weak.map((audit) => `${audit.id} ${audit.displayValue ?? audit.score}`),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
      };
    } finally {
      chrome.kill();
    }
  }
  return run;
}

/** Whether the scores meet the budgets; a budget left out (performance, LCP) is only reported. */
export const meetsLighthouseBudgets = (scores, budgets) =>
  (budgets.performance === undefined || scores.performance >= budgets.performance) &&
  scores.accessibility >= budgets.accessibility &&
  (budgets.lcpMs === undefined || scores.lcpMs <= budgets.lcpMs);

/**
 * Scores `path` with `run` (lighthouseRunner's), in one run when it meets the budgets. A run below
 * them is repeated twice and the page judged on the median: simulated throttling still multiplies
 * the main-thread time this shared 2-core machine happens to take, so one busy moment can cost 10
 * points of TBT. A run that loses its trace (NO_NAVSTART, NO_FCP on a busy machine) is run again
 * once. `cookies()` gives the session the page is opened with (none signed out); `search`, a
 * query string the page opens with.
 */
export async function lighthouseScores(
  run,
  path,
  { cookies, budgets, minRuns = 1, desktop, search },
) {
  const runs = [];
  const runOnce = async () => {
    const session = await cookies();
    try {
      runs.push(await run(path, session, runs.length + 1, desktop, search));
    } catch (error) {
      process.stdout.write(`${error.message}; running it once more\n`);
      runs.push(await run(path, session, runs.length + 1, desktop, search));
    }
  };
  await runOnce();
  if (minRuns > 1 || !meetsLighthouseBudgets(runs[0], budgets)) {
    await runOnce();
    await runOnce();
  }
  const median = (key) => runs.map((one) => one[key]).sort((a, b) => a - b)[runs.length >> 1];
  const performance = median('performance');
  return {
    performance,
    accessibility: median('accessibility'),
    lcpMs: median('lcpMs'),
    finalPath: runs.find((one) => one.finalPath !== path)?.finalPath ?? path,
    runs,
    medianRun: runs.find((one) => one.performance === performance),
  };
}
