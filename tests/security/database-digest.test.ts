import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, user } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createMember } from '../support/factories';
import { databaseDigest, expectRefusalsChangeNothing } from './support/database-digest';

/** The hostile suites' proof that a refusal changed nothing is only as good as this digest. */
describe('the database digest the hostile suites compare', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes with any row added or edited, and not when nothing changed', async () => {
    const before = await databaseDigest(t);
    expect(await databaseDigest(t)).toBe(before);
    const member = await createMember(t);
    const added = await databaseDigest(t);
    expect(added).not.toBe(before);
    await t.services.db.update(user).set({ name: 'Changed once' }).where(eq(user.id, member.id));
    expect(await databaseDigest(t)).not.toBe(added);
  });

  it('leaves out only the attempt counters, which count refusals by design', async () => {
    const before = await databaseDigest(t);
    await t.services.db.insert(rateLimits).values({ key: 'digest-test', windowStart: new Date(), count: 1 });
    expect(await databaseDigest(t)).toBe(before);
  });

  it('fails a group whose refusal wrote a row, naming the case', async () => {
    const cases = [{ label: 'refused, and wrote anyway' }];
    await expect(
      expectRefusalsChangeNothing(t, 'a leaky route', cases, async () => {
        await createMember(t);
        return { status: 400 };
      }),
    ).rejects.toThrow(/a leaky route: a refusal among refused, and wrote anyway changed the database/);
  });
});
