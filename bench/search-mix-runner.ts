// Load generator for bench:search: autocannon over the search mix; prints one JSON result.
import autocannon from 'autocannon';
import { kinds, pick } from './search-mix';

const [url, seconds = '10', connections = '10'] = process.argv.slice(2);
const list = Object.values(kinds);
const result = await autocannon({
  url: url!,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [{ setupRequest: (req) => ({ ...req, path: `/api/stays?${pick(list)()}` }) }],
});
const latency = result.latency as unknown as Record<string, number>;
process.stdout.write(
  JSON.stringify({
    connections: Number(connections),
    seconds: Number(seconds),
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    totalRequests: result.requests.total,
    p50: latency.p50,
    p95: latency.p97_5 ?? latency.p99,
    p99: latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }),
);
