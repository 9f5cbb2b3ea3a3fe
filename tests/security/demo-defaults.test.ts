import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@server/platform/config';
import { demoAccounts } from '@server/db/demo-accounts';
import { user } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { startPortal, stopPortal, type Portal } from './support/portal-process';

/** Demo mode hands out sign-in links and demo logins, so by default only this machine reaches it. */

/** An address of this machine other people on the network could use, if it has one. */
const networkAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

/** Whether anything accepts a connection at host:port (refused or unreachable: false). */
function answers(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const req = httpRequest({ host, port, path: '/healthz', timeout: 5_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

describe('demo mode defaults', () => {
  it('listens on loopback unless HOST says otherwise; without demo mode every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_MODE: 'false' }).host).toBe('0.0.0.0');
  });

  it('is its own setting, on unless NODE_ENV=production, and production refuses it', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_MODE: 'false' }).demo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(/DEMO_MODE=true is not allowed when NODE_ENV=production/);
  });

  describe('with DEMO_MODE=false outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DEMO_MODE: 'false', TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('has no dev mailbox and no demo accounts, even for this machine', async () => {
      expect((await t.request('/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
      for (const { email } of demoAccounts) {
        expect(await t.services.db.select().from(user).where(eq(user.email, email)), email).toEqual([]);
      }
    });
  });

  describe('the dev mailbox API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('answers clients on this machine and nobody else', async () => {
      for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        expect((await t.request('/api/dev/mailbox', { headers: { 'x-forwarded-for': local } })).status, local).toBe(200);
      }
      for (const remote of ['192.0.2.5', '10.0.0.1', '::ffff:192.0.2.5', '2001:db8::1', '0.0.0.0', '128.0.0.1']) {
        const res = await t.request('/api/dev/mailbox', { headers: { 'x-forwarded-for': remote } });
        expect(res.status, remote).toBe(404);
        expect(await res.text(), remote).not.toContain('messages');
      }
    });
  });

  describe('the built server with HOST unset', () => {
    let portal: Portal;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'portal-demo-defaults-'));
      portal = await startPortal({ dataDir, env: { HOST: '', TRUST_PROXY: '1', LOG_LEVEL: 'info' } });
    });
    afterAll(async () => {
      await stopPortal(portal);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('says at start that it listens on this machine only, and is not reachable from the network', async () => {
      expect(portal.output()).toContain('demo mode: listening on this machine only');
      const address = networkAddress();
      if (address) expect(await answers(address, portal.port), `reachable at ${address}`).toBe(false);
    });

    it('shows the mailbox page to this machine and a 404 to a client behind the proxy', async () => {
      const local = await fetch(`${portal.baseUrl}/dev/mailbox`);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain('Dev mailbox');
      for (const pathname of ['/dev/mailbox', '/DEV/Mailbox', '/dev/mailbox/', '/dev/mailbox.data']) {
        const remote = await fetch(`${portal.baseUrl}${pathname}`, { headers: { 'x-forwarded-for': '192.0.2.5' } });
        expect(remote.status, pathname).toBe(404);
        expect(await remote.text(), pathname).not.toMatch(/verify-email|reset-password\//);
      }
    });
  });
});
