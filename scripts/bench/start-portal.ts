import path from 'node:path';
import { spawnNode, waitForOk, type Spawned } from './processes';

export type Portal = Spawned & { url: string };

type PortalOptions = { root: string; dataDir: string; port: number; logFile: string };

/**
 * The production build as `npm start` runs it, on loopback, in demo mode: NODE_ENV is
 * removed (not set to development) so the config's own default applies and the demo
 * accounts exist. PUBLIC_URL matches the port so the API's origin check accepts our writes.
 */
function portalEnv({ dataDir, port }: PortalOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  return { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir };
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
  return { portal: { ...spawned, url }, startMs: performance.now() - started };
}

/** The machine's ceiling: a bare `http` server in its own process, like the portal. */
export async function startHelloWorld({ root, port, logFile }: { root: string; port: number; logFile: string }): Promise<Portal> {
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
