import type { ApiCpuResult } from './api-cpu';
import type { BenchDocuments } from './bench-document';
import type { LoadResult } from './http-load';
import type { PageAudit } from './lighthouse';
import type { PageWeight } from './page-weight';
import type { PracticeAnswersResult } from './practice-answers';
import type { RecordingsResult } from './recordings';
import type { ViewerTiming } from './viewer-timing';

/** The HTTP targets, by the id the budgets use. */
export type HttpTarget = 'hello-world' | 'home' | 'hub' | 'subscription' | 'link' | 'pdf';

/** The routes measured on PostgreSQL, on one instance and on two. */
export type SharedTarget = 'home' | 'subscription';

/** One route's load on PostgreSQL: on instance A alone, or alternating between A and B. */
export type SharedLoadResult = LoadResult & { name: SharedTarget; instances: 1 | 2 };

/** A purchase answered by instance A until instance B's `/api/subscription` says subscribed, per member. */
export type Propagation = {
  /** Infinity (null in bench.json) for a member B did not see subscribed within `boundMs`. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  pollEveryMs: number;
  boundMs: number;
};

/**
 * Two portal processes on one PostgreSQL database; or why not: skipped when the server cannot
 * be reached (a newcomer's machine may have none), failed when it broke once started.
 */
export type TwoInstanceResults =
  | { status: 'skipped' | 'failed'; reason: string }
  | {
      status: 'ran';
      server: string;
      http: SharedLoadResult[];
      propagation: Propagation;
    };

export type BenchSettings = {
  httpSeconds: number;
  httpRuns: number;
  lighthouseRuns: number;
  viewerRuns: number;
  coldStarts: number;
  /** Requests per run of each API read whose server CPU is measured (runs: `httpRuns`). */
  apiRequests: number;
  /** The size of the take uploaded over tus to each store, in MiB. */
  recordingMib: number;
};

/** Everything one bench run measured: written as bench-results/bench.json. */
export type BenchResults = {
  startedAt: string;
  /**
   * Other work on the machine makes every wall-clock figure worse: the 1-minute load average
   * before the bench, and the share of all CPUs busy while the portal sat idle for 5 s.
   */
  machine: { cpus: number; node: string; chromium: string; loadAverage: number; busyWhileIdle: number };
  settings: BenchSettings;
  documents: BenchDocuments;
  http: (LoadResult & { name: HttpTarget })[];
  coldStart: { runsMs: number[]; medianMs: number; firstSeedMs: number };
  memory: { idleBytes: number; afterLoadBytes: number };
  homeWeight: PageWeight;
  /** The public pages, then the subscriber's (`memberRoutes`). */
  lighthouse: PageAudit[];
  apiCpu: ApiCpuResult[];
  practiceAnswers: PracticeAnswersResult;
  viewer: ViewerTiming;
  twoInstances: TwoInstanceResults;
  recordings: RecordingsResult;
};

export const httpResult = (results: BenchResults, name: HttpTarget) => results.http.find((r) => r.name === name);

/** A target's throughput as a share of the bare Node server's on this machine. */
export function ratioToHello(results: BenchResults, name: HttpTarget): number {
  const hello = httpResult(results, 'hello-world')?.requestsPerSecond ?? Number.NaN;
  return (httpResult(results, name)?.requestsPerSecond ?? Number.NaN) / hello;
}
