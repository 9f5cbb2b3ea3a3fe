import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@server/db/schema';
import { demoAccounts, demoPassword } from '@server/db/demo-accounts';
import { seedDatabase } from '@server/seed';
import { createTestApp, type TestApp } from '../support/test-app';
import { signIn } from '../support/factories';

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo accounts once, with the documented password, even when run again', async () => {
    await seedDatabase(t.services);
    await seedDatabase(t.services);
    for (const account of demoAccounts) {
      const rows = await t.services.db.select().from(user).where(eq(user.email, account.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.role).toBe(account.role);
      const cookie = await signIn(t, account.email, demoPassword);
      const status = await (await t.request('/api/subscription', { headers: { cookie } })).json();
      expect(status.subscribed).toBe(account.plan !== undefined);
      expect(status.billingHistory).toHaveLength(account.plan ? 1 : 0);
    }
  });

  it('never creates demo accounts in production', async () => {
    const db = t.services.db;
    await db.delete(user);
    await seedDatabase({ ...t.services, config: { ...t.services.config, demo: false } });
    expect(await db.select().from(user)).toHaveLength(0);
  });
});
