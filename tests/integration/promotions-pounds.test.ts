import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '@server/db/schema';
import { action as offersAction } from '~/routes/coach-offers';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext } from '../support/page-context';
import { createMember, signedInMember } from '../support/factories';

describe('coaches enter a discount amount in pounds', () => {
  let t: TestApp;
  let context: Awaited<ReturnType<typeof pageContext>>;
  beforeAll(async () => {
    t = await createTestApp();
    const coach = await createMember(t, { role: 'admin' });
    context = await pageContext({
      services: t.services,
      viewer: { userId: coach.id, sessionId: 'test', email: coach.email, firstName: 'Ada', lastName: 'Lovelace', role: 'admin' },
      clientAddress: '127.0.0.1',
      requestId: 'test',
      log: t.services.logger,
    });
  });
  afterAll(() => t.close());

  const create = async (fields: Record<string, string>) =>
    (await offersAction({
      request: new Request(new URL('/coach/offers', testOrigin), {
        method: 'POST',
        headers: { origin: testOrigin },
        body: new URLSearchParams({ intent: 'create-promotion', duration: 'once', ...fields }),
      }),
      context,
      params: {},
    } as never)) as { init: { status?: number } | null; data: { ok: boolean; fieldErrors?: Record<string, string>; values?: Record<string, string> } };
  const stored = async (code: string) => (await t.services.db.select().from(promotions).where(eq(promotions.code, code)))[0];

  it('5.50 on the page is stored as 550 pence, and 5 as 500', async () => {
    expect((await create({ code: 'POUNDS-550', amountOff: '5.50' })).data.ok).toBe(true);
    expect(await stored('POUNDS-550')).toMatchObject({ amountOff: 550, percentOff: null });
    expect((await create({ code: 'POUNDS-500', amountOff: '£5' })).data.ok).toBe(true);
    expect((await stored('POUNDS-500'))?.amountOff).toBe(500);
  });

  it('refuses exponents, hex and a third decimal beside the field, keeping what was typed, and creates nothing', async () => {
    for (const [amountOff, message] of [
      ['1e3', 'Enter an amount in pounds, like 5 or 5.50'],
      ['0x10', 'Enter an amount in pounds, like 5 or 5.50'],
      ['5.505', 'Amounts go to the penny: use at most 2 decimal places, like 5.50'],
    ] as const) {
      const code = `BAD-${amountOff.replace(/\W/g, '')}`;
      const answer = await create({ code, amountOff });
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, fieldErrors: { amountOff: message }, values: { amountOff } });
      expect(await stored(code)).toBeUndefined();
    }
  });

  it('the API still takes the amount in pence', async () => {
    const coach = await signedInMember(t, { role: 'admin' });
    const res = await t.request('/api/admin/promotions', { method: 'POST', headers: { cookie: coach.cookie }, json: { code: 'API-PENCE', amountOff: 550, duration: 'once' } });
    expect(res.status).toBe(201);
    expect((await stored('API-PENCE'))?.amountOff).toBe(550);
  });
});
