import type { BenchDocuments } from './bench-document';
import type { LoadResult } from './http-load';
import type { PageAudit } from './lighthouse';
import type { PageWeight } from './page-weight';
import type { ViewerTiming } from './viewer-timing';

/** The HTTP targets, by the id the budgets use. */
export type HttpTarget = 'hello-world' | 'home' | 'hub' | 'subscription' | 'link' | 'pdf';

/** Everything one bench run measured: written as bench-results/bench.json. */
export type BenchResults = {
  startedAt: string;
  /**
   * Other work on the machine makes every wall-clock figure worse: the 1-minute load average
   * before the bench, and the share of all CPUs busy while the portal sat idle for 5 s.
   */
  machine: { cpus: number; node: string; chromium: string; loadAverage: number; busyWhileIdle: number };
  settings: { httpSeconds: number; httpRuns: number; lighthouseRuns: number; viewerRuns: number; coldStarts: number };
  documents: BenchDocuments;
  http: (LoadResult & { name: HttpTarget })[];
  coldStart: { runsMs: number[]; medianMs: number; firstSeedMs: number };
  memory: { idleBytes: number; afterLoadBytes: number };
  homeWeight: PageWeight;
  lighthouse: PageAudit[];
  viewer: ViewerTiming;
};

export const httpResult = (results: BenchResults, name: HttpTarget) => results.http.find((r) => r.name === name);

/** A target's throughput as a share of the bare Node server's on this machine. */
export function ratioToHello(results: BenchResults, name: HttpTarget): number {
  const hello = httpResult(results, 'hello-world')?.requestsPerSecond ?? Number.NaN;
  return (httpResult(results, name)?.requestsPerSecond ?? Number.NaN) / hello;
}
