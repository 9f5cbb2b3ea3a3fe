import autocannon from 'autocannon';
import { readCpuSeconds } from './proc';
import { median, percentileOfSorted } from './stats';

export type LoadTarget = {
  /** Stable id the budgets look results up by. */
  name: string;
  label: string;
  /**
   * Several URLs spread the connections over them in turn (each connection keeps to one),
   * as a round-robin balancer spreads its clients. A function is called before each run,
   * e.g. to sign a fresh short-lived link.
   */
  url: string | string[] | (() => Promise<string>);
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  /** The server processes, whose CPU time per request is sampled around the measured runs. */
  serverPids: number[];
};

export type LoadResult = {
  name: string;
  label: string;
  connections: number;
  seconds: number;
  runs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Server CPU time per completed request: the cost of one response, whatever else runs on the machine. */
  cpuMsPerRequest: number;
};

export type LoadSettings = { seconds: number; runs: number };

/** Pages are asked for as a browser asks: it always accepts compressed HTML. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

type Run = { result: autocannon.Result; sortedLatenciesMs: number[] };

/**
 * autocannon's own percentiles have no p95, so each 2xx response's time is kept (as
 * autocannon counts only those) and all three percentiles are taken from them.
 */
function fire(options: autocannon.Options): Promise<Run> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, sortedLatenciesMs: latenciesMs.sort((a, b) => a - b) }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
    });
  });
}

const cpuSecondsOf = (pids: number[]) => pids.reduce((total, pid) => total + readCpuSeconds(pid), 0);

/**
 * `runs` × `seconds` of load at the target's connection count, after a short unmeasured
 * warm-up so JIT compilation and the first cache fills do not land in the figures.
 * Medians across runs; non-2xx, errors and timeouts are summed, since any is a failure.
 */
export async function measureLoad(target: LoadTarget, { seconds, runs }: LoadSettings): Promise<LoadResult> {
  const results: Run[] = [];
  let cpuSeconds = 0;
  for (let run = 0; run < runs; run++) {
    const url = typeof target.url === 'function' ? await target.url() : target.url;
    // autocannon takes an array of URLs (its README says so; its type declarations lag).
    const base = { url: url as string, method: target.method ?? 'GET', headers: target.headers, connections: target.connections, timeout: 10 };
    if (run === 0) await fire({ ...base, duration: 2 });
    const cpuBefore = cpuSecondsOf(target.serverPids);
    results.push(await fire({ ...base, duration: seconds }));
    cpuSeconds += cpuSecondsOf(target.serverPids) - cpuBefore;
  }
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, { result }) => total + pick(result), 0);
  const latency = (share: number) => median(results.map((r) => percentileOfSorted(r.sortedLatenciesMs, share)));
  return {
    name: target.name,
    label: target.label,
    connections: target.connections,
    seconds,
    runs,
    requestsPerSecond: median(results.map(({ result }) => result.requests.average)),
    p50Ms: latency(0.5),
    p95Ms: latency(0.95),
    p99Ms: latency(0.99),
    requests: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    cpuMsPerRequest: (cpuSeconds * 1000) / sum((r) => r.requests.total),
  };
}
