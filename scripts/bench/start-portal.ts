import path from 'node:path';
import { spawnNode, waitForOk, type Spawned } from './processes';

/** A running portal: `url` is where this process listens, `origin` the site its writes must claim (PUBLIC_URL). */
export type Portal = Spawned & { url: string; origin: string };

/** What instances behind one load balancer share: the balancer's site, the database and the secret that signs sessions. */
export type SharedSettings = { publicUrl: string; databaseUrl: string; authSecret: string };

/** `storage`: the S3 settings (`S3_*` and the SDK's credentials) for a portal on object storage; local disk without. */
type PortalOptions = { root: string; dataDir: string; port: number; logFile: string; shared?: SharedSettings; storage?: Record<string, string> };

/**
 * The production build as `npm start` runs it, on loopback, in demo mode: NODE_ENV is
 * removed so DEMO_MODE's own default applies and the demo accounts exist (the server runs
 * React as in production either way); its logs are JSON, as in production. Alone, PUBLIC_URL matches the port so the API's origin check accepts our
 * writes, and PGlite lives in the data directory; sharing, the settings come from `shared`.
 */
function portalEnv({ dataDir, port, shared, storage }: PortalOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  delete env.DATABASE_URL; // a shell's own database never stands in for the PGlite the report names
  delete env.S3_BUCKET; // nor a shell's bucket for the local disk: only `storage` selects S3
  // Production's log format: demo mode's coloured lines would cost the request path what
  // production never pays.
  const own = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_FORMAT: 'json', ...storage };
  // Alone, it trusts one proxy hop, so a case that sets up many members gives each an address
  // of its own (`X-Forwarded-For`) and no sign-up limit is shared; requests without the header
  // are counted by the socket's address, as before.
  if (!shared) return { ...env, ...own, PUBLIC_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' };
  return { ...env, ...own, PUBLIC_URL: shared.publicUrl, DATABASE_URL: shared.databaseUrl, AUTH_SECRET: shared.authSecret };
}

/** Starts the portal and resolves once `/` answers 200, with the time that took from spawn. */
export async function startPortal(options: PortalOptions): Promise<{ portal: Portal; startMs: number }> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const spawned = spawnNode([path.join(options.root, 'build/server/main.js')], {
    env: portalEnv(options),
    cwd: options.root,
    logFile: options.logFile,
  });
  try {
    // The first start on an empty directory migrates and renders every library PDF.
    await waitForOk(`${url}/`, spawned.child, 120_000);
  } catch (error) {
    await spawned.stop();
    throw error;
  }
  const origin = new URL(options.shared?.publicUrl ?? url).origin;
  return { portal: { ...spawned, url, origin }, startMs: performance.now() - started };
}

/** The machine's ceiling: a bare `http` server in its own process, like the portal. */
export async function startHelloWorld({ root, port, logFile }: { root: string; port: number; logFile: string }): Promise<Spawned & { url: string }> {
  const source = `require('node:http').createServer((req, res) => res.end('hello world')).listen(${port}, '127.0.0.1')`;
  const spawned = spawnNode(['-e', source], { env: process.env, cwd: root, logFile });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/`, spawned.child, 10_000);
  } catch (error) {
    await spawned.stop();
    throw error;
  }
  return { ...spawned, url };
}
