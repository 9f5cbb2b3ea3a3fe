import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createBenchDatabase, serverAddress, type BenchDatabase } from './bench-database';
import { browserHeaders, measureLoad, type LoadSettings } from './http-load';
import { freePort } from './processes';
import { measurePropagation } from './propagation';
import type { SharedLoadResult, SharedTarget, TwoInstanceResults } from './results';
import { signIn, type Session } from './session';
import { startPortal, type Portal } from './start-portal';

/** The load balancer's site both instances claim as PUBLIC_URL; a reserved name, never requested. */
export const balancerUrl = 'http://balancer.localhost';
const propagationRuns = 5;

type Options = {
  root: string;
  /** Each instance gets its own directory in here. */
  dataDir: string;
  logFile: string;
  /** A PostgreSQL server on which the bench may create (and drop) a database. */
  serverUrl: string;
  load: LoadSettings;
  announce: (message: string) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts A, then B: the first start migrates and seeds the new database, which two at once
 * would race on. Each joins `started` once up, so a B that fails to start still has A stopped.
 */
async function startInstances({ root, dataDir, logFile, announce }: Options, database: BenchDatabase, started: Portal[]) {
  const shared = { publicUrl: balancerUrl, databaseUrl: database.url, authSecret: randomBytes(32).toString('base64url') };
  for (const name of ['A', 'B']) {
    announce(`two instances: starting ${name} on ${database.server}`);
    const options = { root, dataDir: path.join(dataDir, `instance-${name}`), port: await freePort(), logFile, shared };
    started.push((await startPortal(options)).portal);
  }
  return started as [Portal, Portal];
}

/**
 * `/` and `/api/subscription` (as the demo subscriber) on A alone, then with the connections
 * alternating between A and B, one route after the other so both setups meet similar
 * machine conditions. CPU per request counts every instance under load.
 */
async function measureBoth([a, b]: [Portal, Portal], subscriber: Session, { load, announce }: Options) {
  const routes: { name: SharedTarget; label: string; path: string; headers: Record<string, string> }[] = [
    { name: 'home', label: 'GET / (anonymous)', path: '/', headers: browserHeaders },
    { name: 'subscription', label: 'GET /api/subscription', path: '/api/subscription', headers: { cookie: subscriber.cookie } },
  ];
  const results: SharedLoadResult[] = [];
  for (const route of routes) {
    for (const portals of [[a], [a, b]]) {
      const instances = portals.length === 1 ? 1 : 2;
      announce(`load on ${instances} PostgreSQL instance${instances === 1 ? '' : 's'}: ${route.label} at 50 connections`);
      const target = { ...route, url: portals.map((p) => `${p.url}${route.path}`), connections: 50, serverPids: portals.map((p) => p.pid) };
      results.push({ ...(await measureLoad(target, load)), name: route.name, instances });
    }
  }
  return results;
}

/**
 * Two portal processes on a fresh database of the PostgreSQL server, as behind a load
 * balancer: same PUBLIC_URL, AUTH_SECRET and database, a data directory and port each.
 * Measures how soon B sees a purchase made through A, then throughput on one and on two.
 * Both instances are stopped and the database dropped whatever happens.
 */
export async function benchTwoInstances(options: Options): Promise<TwoInstanceResults> {
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase(options.serverUrl);
  } catch (error) {
    const reason =
      `cannot create a database on PostgreSQL at ${serverAddress(options.serverUrl)} (${messageOf(error)}); ` +
      'set BENCH_DATABASE_URL to a server where the bench may';
    return { status: 'skipped', reason };
  }
  const started: Portal[] = [];
  try {
    const [a, b] = await startInstances(options, database, started);
    const propagation = await measurePropagation(a, b, propagationRuns, options.announce);
    const http = await measureBoth([a, b], await signIn(a, 'subscriber@clearpath.test'), options);
    return { status: 'ran', server: database.server, http, propagation };
  } catch (error) {
    return { status: 'failed', reason: messageOf(error) };
  } finally {
    await Promise.all(started.map((portal) => portal.stop()));
    await database.drop();
  }
}
