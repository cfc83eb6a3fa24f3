// Why a Lighthouse run scored as it did: the requests and main-thread tasks Lighthouse's simulator
// (Lantern) put on the path to FCP or LCP, with their simulated start and end times. Needs a run
// kept with BENCH_TRACE=1 (its trace and DevTools log):
//   BENCH_TRACE=1 BENCH_RUNS=1 npm run bench && npm run -s bench:explain -- test-results/bench/home-1 lcp
// Lantern simulates the page on a slow network (150 ms RTT, 1.6 Mbit/s, six connections per origin)
// from what the real, unthrottled load did: a request is on a metric's path when it finished before
// that paint in the real load. See docs/performance.md.
import { readFileSync } from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const [prefix, which = 'lcp'] = process.argv.slice(2);
if (!prefix) {
  console.error('usage: node scripts/bench-explain.mjs test-results/bench/<page>-<n> [fcp|lcp]');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(`${prefix}.trace.json`, 'utf8'));
const saved = JSON.parse(readFileSync(`${prefix}.artifacts.json`, 'utf8'));
const data = {
  trace,
  devtoolsLog: saved.DevtoolsLog,
  gatherContext: saved.GatherContext,
  settings: saved.settings,
  URL: saved.URL,
  SourceMaps: [],
  simulator: null,
};
const Metric = { fcp: LanternFirstContentfulPaint, lcp: LanternLargestContentfulPaint }[which];
if (!Metric) throw new Error(`unknown metric ${which}: fcp or lcp`);
const result = await Metric.request(data, { computedCache: new Map(), settings: saved.settings });
console.log(
  `${which.toUpperCase()} ${Math.round(result.timing)} ms: the mean of an optimistic ` +
    `(${Math.round(result.optimisticEstimate.timeInMs)} ms) and a pessimistic ` +
    `(${Math.round(result.pessimisticEstimate.timeInMs)} ms) simulation`,
);
for (const kind of ['optimisticEstimate', 'pessimisticEstimate']) {
  console.log(`\n${kind.replace('Estimate', '')}: start → end (ms), what`);
  const rows = [...result[kind].nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${(node.request.transferSize / 1024).toFixed(1)} kB)`
        : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed`;
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${what}`,
    );
  }
}
