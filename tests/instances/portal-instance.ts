import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { freePort, spawnNode, stopAll, waitForOk, type Spawned } from '../../scripts/bench/processes';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { createTestDatabase } from '../support/test-database';

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

/** Everything `twoInstancesOfOneSite` starts; `b` may be replaced by a restarted instance. */
export type TwoInstances = {
  workDir: string;
  s3: S3TestServer;
  /** A connection of the test's own to the site's database, to set up and read rows directly. */
  admin: pg.Client;
  site: Site;
  a: Instance;
  b: Instance;
};

/**
 * Two instances of one site for a `describe` block, started together on an empty PostgreSQL
 * database and one bucket (s3rver), as a deployment starts its replicas; all of it torn down
 * after the block. A failed test prints both instances' logs. Read the fields inside tests and
 * hooks: they are set by the block's first `beforeAll`.
 */
export function twoInstancesOfOneSite(workDirPrefix: string): TwoInstances {
  const fixture = {} as TwoInstances;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

  beforeAll(async () => {
    fixture.workDir = await mkdtemp(path.join(tmpdir(), workDirPrefix));
    fixture.s3 = await startS3Server();
    fixture.s3.useCredentials(); // for the test's own S3 client, which reads the bucket directly
    database = await createTestDatabase();
    if (database.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but no PostgreSQL database was made');
    fixture.admin = new pg.Client({ connectionString: database.target.url });
    await fixture.admin.connect();
    fixture.site = {
      // The address of the load balancer the two stand behind: links and Origin name it, not an instance.
      publicUrl: 'http://portal.localhost',
      databaseUrl: database.target.url,
      authSecret: randomBytes(32).toString('hex'),
      s3Env: fixture.s3.env,
    };
    const { site, workDir } = fixture;
    [fixture.a, fixture.b] = await Promise.all([startInstance(site, { name: 'a', workDir }), startInstance(site, { name: 'b', workDir })]);
  });

  afterAll(async () => {
    await stopAll();
    await fixture.admin?.end();
    await database?.drop();
    await fixture.s3?.close();
    if (fixture.workDir) await rm(fixture.workDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    onTestFailed(async () => {
      for (const instance of [fixture.a, fixture.b]) if (instance) console.log(`--- log of instance ${instance.name}\n${(await instance.log()).slice(-20_000)}`);
    });
  });

  return fixture;
}

/**
 * An open video-interview attempt of `userId` on a new one-question set allowing `takes`
 * takes, written straight to the site's database as the interview pages would write it.
 */
export async function openInterviewAttempt(admin: pg.Client, userId: string, { takes = 1 }: { takes?: number } = {}) {
  const set = await admin.query<{ id: string }>(`insert into interview_sets (title, status) values ('Generic', 'published') returning id`);
  const question = await admin.query<{ id: string }>(
    `insert into interview_questions (set_id, position, text, prepare_seconds, answer_seconds, takes) values ($1, 0, 'Why law?', 30, 60, $2) returning id`,
    [set.rows[0]!.id, takes],
  );
  const timed = await admin.query<{ id: string }>(`insert into timed_attempts (user_id, purpose, limit_seconds) values ($1, 'video-interview', 900) returning id`, [userId]);
  await admin.query(`insert into interview_attempts (attempt_id, user_id, set_id) values ($1, $2, $3)`, [timed.rows[0]!.id, userId, set.rows[0]!.id]);
  return { attemptId: timed.rows[0]!.id, questionId: question.rows[0]!.id };
}
