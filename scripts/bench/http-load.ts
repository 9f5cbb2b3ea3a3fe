import autocannon from 'autocannon';
import { readCpuSeconds } from './proc';
import { median } from './stats';

export type LoadTarget = {
  /** Stable id the budgets look results up by. */
  name: string;
  label: string;
  /** A function is called before each run, e.g. to sign a fresh short-lived link. */
  url: string | (() => Promise<string>);
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  /** The server process, whose CPU time per request is sampled around the measured runs. */
  serverPid: number;
};

export type LoadResult = {
  name: string;
  label: string;
  connections: number;
  seconds: number;
  runs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Server CPU time per completed request: the cost of one response, whatever else runs on the machine. */
  cpuMsPerRequest: number;
};

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `runs` × `seconds` of load at the target's connection count, after a short unmeasured
 * warm-up so JIT compilation and the first cache fills do not land in the figures.
 * Medians across runs; non-2xx, errors and timeouts are summed, since any is a failure.
 */
export async function measureLoad(target: LoadTarget, { seconds, runs }: { seconds: number; runs: number }): Promise<LoadResult> {
  const results: autocannon.Result[] = [];
  let cpuSeconds = 0;
  for (let run = 0; run < runs; run++) {
    const url = typeof target.url === 'string' ? target.url : await target.url();
    const base = { url, method: target.method ?? 'GET', headers: target.headers, connections: target.connections, timeout: 10 };
    if (run === 0) await fire({ ...base, duration: 2 });
    const cpuBefore = readCpuSeconds(target.serverPid);
    results.push(await fire({ ...base, duration: seconds }));
    cpuSeconds += readCpuSeconds(target.serverPid) - cpuBefore;
  }
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    name: target.name,
    label: target.label,
    connections: target.connections,
    seconds,
    runs,
    requestsPerSecond: median(results.map((r) => r.requests.average)),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    requests: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    cpuMsPerRequest: (cpuSeconds * 1000) / sum((r) => r.requests.total),
  };
}
