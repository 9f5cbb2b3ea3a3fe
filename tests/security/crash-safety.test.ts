import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-database';
import {
  killPortal,
  makePdf,
  signUpVerifiedMember,
  startHeldUpload,
  startPortal,
  stopPortal,
  uploadForm,
  type Portal,
} from './support/portal-process';

/**
 * SIGKILL the built server during uploads and during checkout
 * completion, restart it on the same data, and check that every acknowledged write is
 * there, that nothing is half-written, and that crash leftovers are swept at start.
 * Runs on PGlite in DATA_DIR (the default), and on PostgreSQL too when TEST_DATABASE_URL
 * names a server.
 */

const MiB = 1024 * 1024;
/** Stays under the member upload limit (30 an hour), which survives the restart. */
const maxUploadAttempts = 20;
const uploadsBeforeKill = 8;
const uploadLanes = 3;
const membersPerRound = 4;
/** Completions are fired this far apart, so each is at a different step when the kill lands. */
const checkoutStaggerMs = 3;
/** How long after the last completion request is written the server is killed, one round each. */
const checkoutKillDelaysMs = [0, 4, 8, 12, 20];
/** The server's own per-IP limits (sign-up: 10 per 10 min) would otherwise refuse our 21 members. */
const serverEnv = { TRUST_PROXY: '1' };

type Engine = { name: string; open: () => Promise<{ databaseUrl?: string; drop: () => Promise<void> }> };

const engines: Engine[] = [{ name: 'PGlite', open: async () => ({ drop: async () => {} }) }];
if (process.env.TEST_DATABASE_URL) {
  engines.push({
    name: 'PostgreSQL',
    open: async () => {
      const database = await createTestDatabase();
      if (database.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but no PostgreSQL database was made');
      return { databaseUrl: database.target.url, drop: database.drop };
    },
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let clientIpCounter = 0;
/** A documentation-range address per member, so the server's per-IP limits count each apart. */
const nextClientIp = () => `192.0.2.${(clientIpCounter = (clientIpCounter % 250) + 1)}`;

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** A directory's entries, or none when it does not exist. */
async function entries(dir: string) {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Every file stored for members: DATA_DIR/files/members/<userId>/... (uploads, and the
 * coaches' annotated review copies, which this test never creates).
 */
async function memberFiles(dataDir: string) {
  const membersDir = path.join(dataDir, 'files', 'members');
  try {
    const found = await readdir(membersDir, { recursive: true, withFileTypes: true });
    return found
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { userId: path.relative(membersDir, file).split(path.sep)[0] ?? '', file };
      });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Sends a body-less POST and reports when its bytes have left this process, so the caller
 * can kill the server right after. `status` is the answer, or undefined if none came.
 */
function fireRequest(url: URL, headers: Headers) {
  const req = httpRequest(url, {
    method: 'POST',
    agent: false,
    headers: { ...Object.fromEntries(headers), 'content-length': '0' },
  });
  const status = new Promise<number | undefined>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(undefined));
    req.on('close', () => resolve(undefined)); // no-op if an answer already resolved it
    req.setTimeout(30_000, () => req.destroy());
  });
  const written = new Promise<void>((resolve) => {
    req.on('error', () => resolve());
    req.end(() => resolve());
  });
  return { written, status };
}

type SubscriptionView = { subscribed: boolean; billingHistory: { status: string }[] };

for (const engine of engines) {
  describe(`crash safety on ${engine.name}`, () => {
    let dataDir = '';
    let database: Awaited<ReturnType<Engine['open']>> | undefined;
    let portal: Portal | undefined;
    const tally = { kills: 0, acknowledgedUploads: 0, checkouts: 0, consistentCheckouts: 0 };

    const start = async () => {
      portal = await startPortal({ dataDir, databaseUrl: database?.databaseUrl, env: serverEnv, startTimeoutMs: 60_000 });
      return portal;
    };
    const running = () => {
      if (!portal) throw new Error('the server is not running');
      return portal;
    };
    const crashAndRestart = async () => {
      await killPortal(running());
      tally.kills += 1;
      const { signal } = await running().exited;
      expect(signal).toBe('SIGKILL');
      return start();
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'portal-crash-'));
      database = await engine.open();
      await start();
    });

    afterAll(async () => {
      try {
        if (portal) await stopPortal(portal);
      } finally {
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
        console.log(
          `crash-safety: kills=${tally.kills}, acknowledged uploads=${tally.acknowledgedUploads} verified, ` +
            `checkouts=${tally.consistentCheckouts} consistent of ${tally.checkouts} (${engine.name})`,
        );
      }
    });

    it('keeps every acknowledged upload, and no partial or orphan file, across a SIGKILL mid-upload', async () => {
      const member = await signUpVerifiedMember(running().baseUrl, { clientIp: nextClientIp() });
      const tmpDir = path.join(dataDir, 'files', '.tmp');
      const pdfs = await Promise.all(
        Array.from({ length: maxUploadAttempts }, (_, i) => makePdf(`Upload ${i + 1}`, [0, 40_000, 300_000, 1_200_000][i % 4])),
      );

      // Two uploads the kill will cut off: one mid-file (its bytes are in .tmp), one whose
      // file is complete at its final key while the request has not yet ended (no row yet).
      const midFile = startHeldUpload(member.client, 'killed-mid-file.pdf', await makePdf('Mid file', 6 * MiB), 2 * MiB);
      await waitFor(async () => (await entries(tmpDir)).length > 0, 15_000, 'the mid-file upload to reach DATA_DIR/files/.tmp');
      const fileSent = startHeldUpload(member.client, 'killed-after-file.pdf', await makePdf('After file', 500_000), 'file-sent');
      await waitFor(async () => (await memberFiles(dataDir)).length > 0, 15_000, 'the held upload\'s file to be stored');

      const acknowledged: { id: string; name: string; size: number; hash: string }[] = [];
      const refused: string[] = [];
      let attempts = 0;
      let killed = false;
      const lane = async () => {
        while (!killed && attempts < maxUploadAttempts) {
          const pdf = pdfs[attempts]!;
          const name = `upload-${(attempts += 1)}.pdf`;
          try {
            const { status, body } = await member.client.json<{ id: string; size: number }>('/api/uploads', {
              method: 'POST',
              body: uploadForm(name, pdf),
            });
            if (status === 201) acknowledged.push({ id: body.id, name, size: body.size, hash: sha256(pdf) });
            else if (!killed) refused.push(`${name}: ${status} ${JSON.stringify(body)}`);
          } catch {
            // cut off by the kill: neither acknowledged nor refused
          }
        }
      };
      const lanes = Array.from({ length: uploadLanes }, lane);
      await waitFor(() => acknowledged.length >= uploadsBeforeKill, 30_000, `${uploadsBeforeKill} acknowledged uploads`);
      const tmpAtKill = await entries(tmpDir);
      expect([midFile.outcome(), fileSent.outcome()]).toEqual(['in flight', 'in flight']);

      killed = true; // lanes stop starting uploads; those in flight are cut off
      const restarted = await crashAndRestart();
      await Promise.all(lanes);
      await Promise.all([midFile.settled, fileSent.settled]);
      expect(refused).toEqual([]);
      expect(tmpAtKill.length).toBeGreaterThan(0);
      expect([midFile.outcome(), fileSent.outcome()]).toEqual(['cut off', 'cut off']);

      // The temporary files of the writes the kill cut off are swept at start.
      expect(await entries(tmpDir)).toEqual([]);

      const client = member.client.withBaseUrl(restarted.baseUrl);
      const listed = await client.json<{ uploads: { id: string; name: string; size: number }[] }>('/api/uploads');
      expect(listed.status).toBe(200);
      const rows = listed.body.uploads;
      expect(rows.map((row) => row.name)).not.toContain('killed-mid-file.pdf');
      expect(rows.map((row) => row.name)).not.toContain('killed-after-file.pdf');

      // Every row, acknowledged or committed just before the kill, has its whole file.
      const storedHashes = new Map<string, string>();
      for (const row of rows) {
        const res = await client.request(`/api/uploads/${row.id}/file`);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect({ name: row.name, status: res.status, size: bytes.length }).toEqual({ name: row.name, status: 200, size: row.size });
        storedHashes.set(row.id, sha256(bytes));
      }
      for (const upload of acknowledged) {
        expect(rows.find((row) => row.id === upload.id), `acknowledged ${upload.name} is listed`).toMatchObject({
          name: upload.name,
          size: upload.size,
        });
        expect(storedHashes.get(upload.id), `${upload.name} downloads with identical bytes`).toBe(upload.hash);
        tally.acknowledgedUploads += 1;
      }

      // No file on disk without its row: each stored file is the bytes of one listed upload.
      const files = await memberFiles(dataDir);
      const rowHashes = new Set(storedHashes.values());
      const orphans: string[] = [];
      for (const { userId, file } of files) {
        if (userId !== member.userId || !rowHashes.has(sha256(await readFile(file)))) orphans.push(path.relative(dataDir, file));
      }
      expect(orphans, 'files under DATA_DIR/files/members with no upload row (not swept at start)').toEqual([]);
      expect(files).toHaveLength(rows.length);
    });

    it('leaves each member fully subscribed with one invoice, or not at all, across SIGKILLs during checkout completion', async () => {
      const halfStates: string[] = [];
      for (const [round, killDelayMs] of checkoutKillDelaysMs.entries()) {
        const baseUrl = running().baseUrl;
        const members = await Promise.all(
          Array.from({ length: membersPerRound }, () => signUpVerifiedMember(baseUrl, { clientIp: nextClientIp() })),
        );
        const checkouts = await Promise.all(
          members.map(async (member) => {
            const { status, body } = await member.client.json<{ url: string }>('/api/billing/checkout', {
              method: 'POST',
              json: { planId: 'monthly' },
            });
            expect(status).toBe(200);
            const sessionId = new URL(body.url).pathname.split('/').pop() ?? '';
            return { member, completePath: `/api/billing/demo/sessions/${sessionId}/complete` };
          }),
        );

        const fired: ReturnType<typeof fireRequest>[] = [];
        for (const { member, completePath } of checkouts) {
          fired.push(fireRequest(new URL(completePath, baseUrl), member.client.headers({}, 'POST')));
          await fired.at(-1)?.written;
          await sleep(checkoutStaggerMs);
        }
        await sleep(killDelayMs);
        const restarted = await crashAndRestart();
        const answers = await Promise.all(fired.map((request) => request.status));

        for (const [index, { member, completePath }] of checkouts.entries()) {
          const client = member.client.withBaseUrl(restarted.baseUrl);
          const before = await client.json<SubscriptionView>('/api/subscription');
          const retry = await client.json(completePath, { method: 'POST' });
          const after = await client.json<SubscriptionView>('/api/subscription');
          const state = {
            round,
            member: member.email,
            answeredBeforeKill: answers[index] ?? 'no answer',
            subscribed: before.body.subscribed,
            invoices: before.body.billingHistory.length,
            retry: retry.status,
            afterRetry: { subscribed: after.body.subscribed, invoices: after.body.billingHistory.length },
          };
          const paid = state.subscribed && state.invoices === 1 && state.retry === 409;
          const unpaid = !state.subscribed && state.invoices === 0 && state.retry === 200;
          const consistent =
            (paid || unpaid) &&
            state.afterRetry.subscribed &&
            state.afterRetry.invoices === 1 &&
            (answers[index] !== 200 || paid); // an acknowledged payment must have survived
          tally.checkouts += 1;
          if (consistent) tally.consistentCheckouts += 1;
          else halfStates.push(JSON.stringify(state));
        }
      }
      expect(halfStates, 'members left half-subscribed by a kill during checkout completion').toEqual([]);
    });
  });
}
