import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnNode, waitForOk, type Spawned } from '../../scripts/bench/processes';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = path.join(projectRoot, 'build/server/main.js');

/** What every instance of one site shares: its address, database, session secret and bucket. */
export type Site = { publicUrl: string; databaseUrl: string; authSecret: string; s3Env: Record<string, string> };

export type Instance = Spawned & { name: string; url: string; port: number; dataDir: string; log: () => Promise<string> };

/**
 * One instance of `site`: the production build as `npm start` runs it, in demo mode (the
 * default without NODE_ENV: outbox mail, demo payments, demo accounts), on loopback, with its own data
 * directory and log under `workDir`. Starting the same name again reuses both (a restart);
 * `port` keeps the address the instance had.
 */
export async function startInstance(site: Site, { name, workDir, port }: { name: string; workDir: string; port?: number }) {
  if (!existsSync(serverEntry)) throw new Error(`No build at ${serverEntry}: run \`npm run build\` first.`);
  const dataDir = path.join(workDir, name);
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(workDir, `${name}.log`);
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const spawned = spawnNode([serverEntry], {
    cwd: projectRoot,
    logFile,
    // Nothing inherited but PATH: no stray AWS profile or NODE_ENV from the test runner.
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      PUBLIC_URL: site.publicUrl,
      DATABASE_URL: site.databaseUrl,
      AUTH_SECRET: site.authSecret,
      DATA_DIR: dataDir,
      ...site.s3Env,
    },
  });
  const log = () => readFile(logFile, 'utf8').catch(() => '');
  try {
    await waitForOk(`${url}/healthz`, spawned.child, 60_000);
  } catch (error) {
    throw new Error(`instance ${name} did not start: ${(error as Error).message}\n${await log()}`, { cause: error });
  }
  return { ...spawned, name, url, port: listenOn, dataDir, log } satisfies Instance;
}
