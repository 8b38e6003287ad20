// Load generator for bench:load: autocannon over the weighted mix of bench/load-mix.ts, after a warm-up
// run that is not counted. Prints one JSON result (LoadMixResult) on stdout.
// Usage: load-runner.ts <url> <seconds> <connections> <fixtures.json> <warmupSeconds>
import fs from 'node:fs';
import autocannon from 'autocannon';
import { percentile, round } from './lib';
import {
  nextRequest,
  type EndpointStats,
  type LoadFixtures,
  type LoadKind,
  type LoadMixResult,
  type LoadRequest,
} from './load-mix';

type Context = { request?: LoadRequest };

type Tally = Map<string, { kind: LoadKind; statuses: Record<string, number>; times: number[] }>;

function requestOf(
  fixtures: LoadFixtures,
  origin: string,
  req: autocannon.Request,
  context: object,
): autocannon.Request {
  const next = nextRequest(fixtures);
  (context as Context).request = next;
  // What a browser sends: compressed answers accepted; on a POST, a JSON body and its origin (checked).
  const headers = { ...req.headers, 'accept-encoding': 'gzip' };
  if (next.body === undefined) return { ...req, method: next.method, path: next.path, headers };
  return {
    ...req,
    method: next.method,
    path: next.path,
    body: next.body,
    headers: { ...headers, 'content-type': 'application/json', origin },
  };
}

function run(url: string, seconds: number, connections: number, fixtures: LoadFixtures) {
  const tally: Tally = new Map();
  // autocannon calls a request's onResponse, then in the same tick emits 'response' with its time.
  let answered: LoadRequest | undefined;
  return new Promise<{ result: autocannon.Result; tally: Tally }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req, context) => requestOf(fixtures, url, req, context),
            onResponse: (status, _body, context) => {
              answered = (context as Context).request;
              if (!answered) return;
              let entry = tally.get(answered.endpoint);
              if (!entry)
                tally.set(answered.endpoint, (entry = { kind: answered.kind, statuses: {}, times: [] }));
              entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
            },
          },
        ],
      },
      (error: unknown, result) => (error ? reject(error as Error) : resolve({ result, tally })),
    );
    // The instance emits (client, status, bytes, responseTime): @types/autocannon leaves out the client.
    instance.on('response', (...args: unknown[]) => {
      if (answered) tally.get(answered.endpoint)?.times.push(args[3] as number);
      answered = undefined;
    });
  });
}

const [url, seconds = '60', connections = '50', fixturesFile, warmup = '5'] = process.argv.slice(2);
if (!url || !fixturesFile)
  throw new Error('usage: load-runner.ts <url> <seconds> <connections> <fixtures.json> [warmup]');
const fixtures = JSON.parse(fs.readFileSync(fixturesFile, 'utf8')) as LoadFixtures;

if (Number(warmup) > 0) await run(url, Number(warmup), Number(connections), fixtures);
const { result, tally } = await run(url, Number(seconds), Number(connections), fixtures);

const latency = result.latency as unknown as Record<string, number>;
const byEndpoint: Record<string, EndpointStats> = {};
for (const [endpoint, { kind, statuses, times }] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
  times.sort((a, b) => a - b);
  byEndpoint[endpoint] = {
    kind,
    requests: Object.values(statuses).reduce((n, c) => n + c, 0),
    statuses,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1] ?? NaN),
  };
}
const output: LoadMixResult = {
  connections: Number(connections),
  seconds: Number(seconds),
  requestsPerSecond: round(result.requests.average),
  totalRequests: result.requests.total,
  p50: latency.p50!,
  p90: latency.p90!,
  p99: latency.p99!,
  max: latency.max!,
  errors: {
    total: result.errors + result.timeouts + result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  },
  byEndpoint,
};
process.stdout.write(JSON.stringify(output));
