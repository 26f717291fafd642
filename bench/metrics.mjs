// What the metrics cost per request (issue 30): the request-timing middleware
// (a histogram observation under method, route and status, on 'finish') and
// the in-flight counter, against the same request with neither. Rounds
// alternate, so a busy machine slows both alike. Also the cost of one scrape.
// Needs `npm run build:server` (reads dist/). Prints microseconds.
import { EventEmitter } from 'node:events';
import { Metrics } from '../dist/server/src/common/metrics/metrics.js';
import { ServerLifecycle } from '../dist/server/src/health/server-lifecycle.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const pool = { totalCount: 3, idleCount: 3, waitingCount: 0, query: async () => ({ rows: [] }) };
const metrics = new Metrics(pool, { metrics: {} });
const lifecycle = new ServerLifecycle();
const ROUTES = ['/adminapi/categories', '/adminapi/users/:id', '/adminapi/history/:eventId/changes', '/graphql'];

/** A request as Express hands it over: matched route set by the time the answer finishes. */
function serve(withMetrics, index) {
  const request = { method: 'GET', originalUrl: '/adminapi/x', baseUrl: '', route: { path: ROUTES[index % ROUTES.length] } };
  const response = new EventEmitter();
  response.statusCode = 200;
  response.setHeader = () => {};
  if (withMetrics) {
    lifecycle.track(request, response, () => {});
    metrics.timeRequests(request, response, () => {});
  }
  response.emit('finish');
  response.emit('close');
}

function time(withMetrics) {
  const started = process.hrtime.bigint();
  for (let index = 0; index < CALLS; index += 1) serve(withMetrics, index);
  return Number(process.hrtime.bigint() - started) / 1e3 / CALLS;
}

const without = [];
const withIt = [];
for (let round = 0; round < ROUNDS; round += 1) {
  without.push(time(false));
  withIt.push(time(true));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`per request, without metrics: ${median(without).toFixed(2)} µs, with: ${median(withIt).toFixed(2)} µs`);
console.log(`metrics cost per request: ${(median(withIt) - median(without)).toFixed(2)} µs (median of ${ROUNDS} rounds of ${CALLS})`);
const scrapeStarted = process.hrtime.bigint();
const text = await metrics.registry.metrics();
console.log(`one scrape: ${(Number(process.hrtime.bigint() - scrapeStarted) / 1e6).toFixed(1)} ms, ${text.length} bytes`);
