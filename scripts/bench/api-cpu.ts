import autocannon from 'autocannon';
import { readCpuSeconds } from './proc';
import type { Session } from './session';
import { median } from './stats';

/**
 * Server CPU per request for the API's reads: the portal process's CPU time (from /proc,
 * every thread) across a fixed number of requests. Unlike req/s this does not move with the
 * machine's ceiling or with other work on it, so it can carry a budget on a shared machine.
 */
export type ApiCpuResult = {
  name: ApiRead;
  label: string;
  requestsPerRun: number;
  /** Each run's CPU milliseconds per request; the figure is their median. */
  runsMs: number[];
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
};

export type ApiRead = 'subscription' | 'me' | 'applications' | 'plans';

export type ApiCpuSettings = { requests: number; runs: number };

/** Few connections: the cost of a request, not of queueing many at once. */
const connections = 10;
/** Unmeasured requests first, so JIT compilation and the first cache fills stay out of the figure. */
const warmUpRequests = 1_000;

const fire = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

async function measureRead(
  name: ApiRead,
  path: string,
  subscriber: Session,
  serverPid: number,
  { requests, runs }: ApiCpuSettings,
): Promise<ApiCpuResult> {
  const base = { url: `${subscriber.url}${path}`, headers: { cookie: subscriber.cookie }, connections, timeout: 10 };
  await fire({ ...base, amount: warmUpRequests });
  const runsMs: number[] = [];
  let non2xx = 0;
  let errors = 0;
  for (let run = 0; run < runs; run++) {
    const before = readCpuSeconds(serverPid);
    const result = await fire({ ...base, amount: requests });
    runsMs.push(((readCpuSeconds(serverPid) - before) * 1000) / result.requests.total);
    non2xx += result.non2xx;
    errors += result.errors;
  }
  return { name, label: `GET ${path}`, requestsPerRun: requests, runsMs, cpuMsPerRequest: median(runsMs), non2xx, errors };
}

/** The subscriber's reads, one after another: `GET /api/subscription` carries the budget. */
export async function measureApiCpu(subscriber: Session, serverPid: number, settings: ApiCpuSettings): Promise<ApiCpuResult[]> {
  const reads: [ApiRead, string][] = [
    ['subscription', '/api/subscription'],
    ['me', '/api/me'],
    ['applications', '/api/applications'],
    ['plans', '/api/plans'],
  ];
  const results: ApiCpuResult[] = [];
  for (const [name, path] of reads) results.push(await measureRead(name, path, subscriber, serverPid, settings));
  return results;
}
