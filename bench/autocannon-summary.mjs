/** The mean of several autocannon runs of one route: rate, latencies, and every answer counted. */
export function summary(results) {
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const mean = (pick) => sum(pick) / results.length;
  const statuses = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      statuses[code] = (statuses[code] ?? 0) + count;
    }
  }
  return {
    requestsPerSecond: mean((result) => result.requests.average),
    p50: mean((result) => result.latency.p50),
    p99: mean((result) => result.latency.p99),
    requests: sum((result) => result.requests.total),
    non2xx: sum((result) => result.non2xx),
    // autocannon's `errors` includes its `timeouts` (no answer within 10 s).
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    statuses,
    runs: results.length,
  };
}
