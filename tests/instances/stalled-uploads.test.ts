import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '@server/db/demo-accounts';
import { concurrentChunksPerMember } from '@server/features/recordings/upload-locks';
import { PortalClient } from '../security/support/portal-process';
import { takeMetadata } from '../support/interview-attempt';
import { liveWebm } from '../support/live-webm';
import { openInterviewAttempt, twoInstancesOfOneSite, type Instance } from './portal-instance';

/**
 * Clients that start sending a recording and then stop (a phone in a tunnel, or someone
 * doing it on purpose) hold their requests open until the body idle timeout. They must not
 * hold the database: more of them than the pool has connections, on both instances, leave
 * both answering at once.
 */

/** What the pool holds per instance: more stalled uploads than this must not matter. */
const poolSize = 10;
const subscriber = demoAccounts.find((account) => account.email === 'subscriber@clearpath.test')!;
const tus = { 'tus-resumable': '1.0.0' };

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'stalled uploads on two portal processes (skipped without TEST_DATABASE_URL: PGlite serves one process)',
  () => {
    const instances = twoInstancesOfOneSite('portal-stalled-');
    let { a, b, admin, site } = instances;
    beforeAll(() => void ({ a, b, admin, site } = instances));

    /** A new verified, signed-in member (verified in the database: their mailbox is not what this tests). */
    async function newMember(n: number) {
      const client = new PortalClient(a.url, undefined, site.publicUrl);
      const email = `stalled-${n}-${Date.now()}@example.com`;
      const password = 'member-password-123';
      const signUp = await client.json('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password, firstName: 'Stalled', lastName: `Member${n}`, university: 'University of York', lawBackground: true },
      });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
      await admin.query('update "user" set email_verified = true where email = $1', [email]);
      await client.signIn(email, password);
      return client;
    }


    /** A take's upload URL, created on `client`'s instance. */
    async function createTake(client: PortalClient, attempt: { attemptId: string; questionId: string }) {
      const created = await client.request('/api/recordings', {
        method: 'POST',
        headers: { ...tus, 'upload-length': String(1024 * 1024), 'upload-metadata': takeMetadata(attempt, 'video/webm') },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      return created.headers.get('location')!;
    }

    /** A chunk that sends the take's first bytes and then nothing more, until `stop`. */
    function stallChunk(client: PortalClient, location: string) {
      const stopped = new AbortController();
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(liveWebm()),
        pull: () => new Promise<void>((resolve) => stopped.signal.addEventListener('abort', () => resolve())),
      });
      const init: RequestInit & { duplex: 'half' } = {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body,
        duplex: 'half',
        signal: stopped.signal,
      };
      const settled = client.request(location, { ...init, timeoutMs: 120_000 }).then(
        (res) => `answered ${res.status}`,
        () => 'cut off',
      );
      return { settled, stop: () => stopped.abort() };
    }

    /** How long `request` took to answer, and with what. */
    async function timed(request: () => Promise<Response>) {
      const started = performance.now();
      const res = await request();
      await res.body?.cancel();
      return { status: res.status, ms: performance.now() - started };
    }

    it('answers health checks and sign-ins at once on both instances while more uploads stall than the pool holds', async () => {
      // Enough members to stall more chunks on each instance than its pool has connections.
      const members = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(newMember));
      const stalls: ReturnType<typeof stallChunk>[] = [];
      const takes: { client: PortalClient; location: string; on: Instance }[] = [];
      for (const [m, member] of members.entries()) {
        const attempt = await openInterviewAttempt(admin, await member.userId(), { takes: 5 });
        // The last member keeps a slot free, to show what waiting on another instance's lock answers.
        const count = m === members.length - 1 ? concurrentChunksPerMember - 1 : concurrentChunksPerMember;
        for (let i = 0; i < count; i++) {
          const on = (m + i) % 2 === 0 ? a : b;
          const client = member.via(on.url);
          const location = await createTake(client, attempt);
          takes.push({ client, location, on });
          stalls.push(stallChunk(client, location));
        }
      }
      for (const instance of [a, b]) expect(takes.filter((take) => take.on === instance).length).toBeGreaterThan(poolSize);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // every stalled chunk has reached its instance

      try {
        for (const instance of [a, b]) {
          const health = await timed(() => fetch(`${instance.url}/healthz`));
          expect(health, `/healthz on ${instance.name}`).toMatchObject({ status: 200 });
          expect(health.ms, `/healthz on ${instance.name}`).toBeLessThan(1_000);
          const signIn = await timed(() =>
            new PortalClient(instance.url, undefined, site.publicUrl).request('/api/auth/sign-in/email', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: subscriber.email, password: demoPassword }),
            }),
          );
          expect(signIn, `sign-in on ${instance.name}`).toMatchObject({ status: 200 });
          expect(signIn.ms, `sign-in on ${instance.name}`).toBeLessThan(1_000);
        }
        const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'");
        expect(rows[0]!.n, 'connections left idle in a transaction').toBe(0);

        // The same take, resumed through the other instance while the first request still holds it: come back later.
        const held = takes.at(-1)!;
        const other = held.client.via(held.on === a ? b.url : a.url);
        const resumed = await other.request(held.location, {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          body: liveWebm(),
        });
        expect(resumed.status, await resumed.clone().text()).toBe(423);
        expect(resumed.headers.get('retry-after')).toBe('5');

        // A member already sending as many chunks as allowed is told to wait, before anything is held.
        const first = takes[0]!;
        const oneMore = await first.client.request(first.location, { method: 'PATCH', headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: liveWebm() });
        expect(oneMore.status).toBe(429);
        expect(oneMore.headers.get('retry-after')).toBe('5');
      } finally {
        stalls.forEach((stall) => stall.stop());
        await Promise.all(stalls.map((stall) => stall.settled));
      }

      // Cut off, the requests let go of their takes and slots: the member resumes where the take stands.
      const { client, location } = takes.at(-1)!;
      let status = 0;
      for (let tries = 0; tries < 20 && status !== 204; tries++) {
        const head = await client.request(location, { method: 'HEAD', headers: tus });
        const offset = head.headers.get('upload-offset') ?? '0';
        const sent = await client.request(location, {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream' },
          body: offset === '0' ? liveWebm() : new Uint8Array(16),
        });
        status = sent.status;
        if (status !== 204) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(204);
    });
  },
);
