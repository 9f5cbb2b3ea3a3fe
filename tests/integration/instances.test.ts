import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { listenerApplicationName } from '@server/db/invalidation-bus';
import type { PageContext } from '@server/features/kit/context';
import { getViewer } from '@server/features/auth/viewer';
import { cacheablePageHeader } from '@server/http/cacheable-page';
import { createPageCache } from '@server/http/page-cache';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { buyDemoPlan, signedInMember } from '../support/factories';

/** Polls `check` until it holds or `ms` pass; returns how long it took (or undefined). */
async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const started = performance.now();
  do {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (performance.now() - started < ms);
  return (await check()) ? performance.now() - started : undefined;
}

// PGlite's data directory is locked to one process: only PostgreSQL has a second instance.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL database (skipped without TEST_DATABASE_URL: PGlite is one process)',
  () => {
    // Both instances must accept the same session cookies.
    const env = { AUTH_SECRET: 'instances-test-secret-'.padEnd(48, 'x') };
    let a: TestApp;
    let b: TestApp;
    let admin: pg.Client;
    /** Instance B's app with a page cache in front of a stand-in renderer that counts renders. */
    let bPages: ReturnType<typeof createApp>;
    let hubRenders = 0;

    const listenerPids = async () =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and application_name = $2',
          [new URL((a.database as { url: string }).url).pathname.slice(1), listenerApplicationName],
        )
      ).rows.map((row) => row.pid);
    let bListener: number;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      a = await createTestApp(env);
      const before = await listenerPids();
      b = await createTestApp(env, { sharingDatabaseWith: a });
      const started = (await listenerPids()).filter((pid) => !before.includes(pid));
      if (started.length !== 1) throw new Error(`expected B to open one listener, found ${started.length}`);
      bListener = started[0]!;
      const renderPage = async (request: Request, context: PageContext) => {
        if (new URL(request.url).pathname === '/hub') hubRenders += 1;
        const html = `<!DOCTYPE html><html><head><script nonce="${context.cspNonce}">1</script></head><body>hub</body></html>`;
        return new Response(html, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', [cacheablePageHeader]: 'member' },
        });
      };
      bPages = createApp({ services: b.services, renderPage, pageCache: createPageCache(b.services) });
    });
    afterAll(async () => {
      await b?.close(); // first: A drops the database they share
      await a?.close();
      await admin?.end();
    });

    const firstNameOnB = async (cookie: string) => (await getViewer(b.services, new Headers({ cookie })))?.firstName;
    const renameOnA = async (cookie: string, firstName: string) =>
      expect(
        (await a.request('/api/me/profile', { method: 'PATCH', headers: { cookie }, json: { firstName } })).status,
      ).toBe(200);

    it('carries publications to the other instance only, splitting what does not fit one notification', async () => {
      const heardOnA: string[] = [];
      const heardOnB = new Set<string>();
      const stopA = a.services.invalidations.subscribe((tags) => heardOnA.push(...tags));
      const stopB = b.services.invalidations.subscribe((tags) => tags.forEach((tag) => heardOnB.add(tag)));
      try {
        const tags = Array.from({ length: 1_500 }, (_, i) => `session:token-${i}`);
        a.services.invalidations.publish(tags);
        expect(heardOnA).toEqual(tags); // at once, inside publish
        expect(await within(1_000, () => heardOnB.size === tags.length)).toBeDefined();
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heardOnA).toHaveLength(tags.length); // A skipped its own notifications
        expect(heardOnB.size).toBe(tags.length);
      } finally {
        stopA();
        stopB();
      }
    });

    it('shows a profile change made on A in B’s cached viewer within a second', async () => {
      const member = await signedInMember(a);
      expect(await firstNameOnB(member.cookie)).toBe('Ada');
      expect(b.services.viewerCache.size).toBeGreaterThan(0);
      await renameOnA(member.cookie, 'Grace');
      expect(await within(1_000, async () => (await firstNameOnB(member.cookie)) === 'Grace')).toBeDefined();
    });

    it('shows a subscription bought on A in B’s cached /api/subscription within a second', async () => {
      const member = await signedInMember(a);
      const subscribedOnB = async () =>
        (await (await b.request('/api/subscription', { headers: { cookie: member.cookie } })).json()).subscribed;
      expect(await subscribedOnB()).toBe(false);
      await buyDemoPlan(a, member.cookie);
      expect(await within(1_000, subscribedOnB)).toBeDefined();
    });

    it('drops B’s copies of member pages when a coach edits the library on A', async () => {
      const member = await signedInMember(a);
      const coach = await signedInMember(a, { role: 'admin' });
      const hubOnB = () => bPages.request(new URL('/hub', testOrigin), { headers: { cookie: member.cookie } });
      expect((await hubOnB()).status).toBe(200);
      const rendered = hubRenders;
      await hubOnB();
      expect(hubRenders).toBe(rendered); // B answers from its copy

      const edit = await a.request('/api/admin/library/firm-profiles', {
        method: 'PATCH',
        headers: { cookie: coach.cookie },
        json: { title: 'Firm Profiles, revised' },
      });
      expect(edit.status).toBe(200);
      expect(await within(1_000, async () => (await hubOnB(), hubRenders > rendered))).toBeDefined();
    });

    it('drops everything on B once its listener reconnects, so writes made meanwhile are not missed', async () => {
      const member = await signedInMember(a);
      expect(await firstNameOnB(member.cookie)).toBe('Ada');
      await admin.query('select pg_terminate_backend($1)', [bListener]);
      await renameOnA(member.cookie, 'Mary'); // most likely sent while B is not listening
      expect(await within(5_000, async () => (await firstNameOnB(member.cookie)) === 'Mary')).toBeDefined();
      expect(await within(5_000, () => b.logLines.some((line) => line.includes('listener reconnected')))).toBeDefined();

      // Listening again: the next write arrives as a notification.
      expect(await listenerPids()).not.toContain(bListener);
      await renameOnA(member.cookie, 'Rosalind');
      expect(await within(1_000, async () => (await firstNameOnB(member.cookie)) === 'Rosalind')).toBeDefined();
    });
  },
);
