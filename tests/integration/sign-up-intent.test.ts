import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlines, user } from '@server/db/schema';
import { ukToday } from '@server/platform/uk-calendar';
import { action as applicationsAction, middleware as applicationsMiddleware } from '~/routes/applications';
import { loader as deadlinesLoader } from '~/routes/deadlines';
import { loader as emailVerifiedLoader } from '~/routes/email-verified';
import { action as loginAction, loader as loginLoader } from '~/routes/login';
import { action as servicesAction, loader as servicesLoader } from '~/routes/services';
import { action as signupAction, loader as signupLoader } from '~/routes/signup';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { behindMiddleware, pageContext, routeArgs } from '../support/page-context';
import { createMember, latestEmailLinks, testPassword } from '../support/factories';

/**
 * A visitor's choice (a plan, a deadline) carried through sign-up, the emailed link and
 * log-in, as the pages' loaders and actions handle it, on a real database.
 */
describe('a visitor who chooses something is led to an account and back to it', () => {
  let t: TestApp;
  let visitor: Awaited<ReturnType<typeof pageContext>>;
  beforeAll(async () => {
    t = await createTestApp();
    visitor = await pageContext({ services: t.services, viewer: null });
  });
  afterAll(() => t.close());

  const post = (path: string, fields: Record<string, string>) =>
    new Request(new URL(path, testOrigin), { method: 'POST', headers: { origin: testOrigin }, body: new URLSearchParams(fields) });
  const get = (path: string) => new Request(new URL(path, testOrigin));
  const asMember = async (email: string) => {
    const [row] = await t.services.db.select().from(user).where(eq(user.email, email));
    return pageContext({ services: t.services, viewer: { userId: row!.id, sessionId: 'test', email, firstName: row!.firstName, lastName: row!.lastName, role: row!.role } });
  };
  /** Where a loader or action sends the person, whether it returns or throws its redirect. */
  const locationOf = async (run: () => unknown) => {
    const response = await Promise.resolve()
      .then(run)
      .catch((thrown: unknown) => thrown);
    expect((response as Response).status).toBe(302);
    return (response as Response).headers.get('location');
  };

  /** Signs up through the page's action and returns the answer and the emailed verification link. */
  async function signUp(email: string, returnTo: string) {
    const answer = (await signupAction({
      request: post(`/signup?returnTo=${encodeURIComponent(returnTo)}`, {
        intent: 'signup',
        firstName: 'Vera',
        lastName: 'Visitor',
        email,
        password: 'lantern-orchard-42',
        university: 'University of York',
        lawBackground: 'true',
        returnTo,
      }),
      context: visitor,
      params: {},
    } as never)) as unknown as { data: Record<string, unknown> };
    const link = (await latestEmailLinks(t, email)).links.find((l) => l.includes('/api/auth/verify-email'))!;
    return { answer: answer.data, link };
  }

  /** Opens the emailed link signed out (another browser), as Better Auth answers it: where it sends the now signed-in person. */
  async function openLink(link: string) {
    const opened = await t.request(new URL(link).pathname + new URL(link).search);
    expect(opened.status).toBe(302);
    expect(opened.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(true);
    return opened.headers.get('location')!;
  }

  it('plan: sign-up names it, ends in check-your-inbox, and the link leads, logged in, to that plan’s checkout step', async () => {
    const chosen = await locationOf(() => servicesAction(routeArgs(post('/services', { intent: 'checkout', planId: 'quarterly' }), visitor)));
    expect(chosen).toBe(`/signup?returnTo=${encodeURIComponent('/services?checkout=quarterly')}`);

    const page = await signupLoader(routeArgs(get(chosen!), visitor));
    expect(page).toMatchObject({ returnTo: '/services?checkout=quarterly', choice: 'start Premium Quarterly, £49.99 every 3 months' });

    const { answer, link } = await signUp('vera.plan@example.com', '/services?checkout=quarterly');
    expect(answer).toMatchObject({ ok: true, sentTo: 'vera.plan@example.com' });

    const landing = await openLink(link);
    expect(landing).toBe(`/email-verified?continue=${encodeURIComponent('/services?checkout=quarterly')}`);
    const member = await asMember('vera.plan@example.com');
    expect(await locationOf(() => emailVerifiedLoader(routeArgs(get(landing), member)))).toBe('/services?checkout=quarterly');
    expect(await servicesLoader(routeArgs(get('/services?checkout=quarterly'), member))).toEqual({ noTrial: {} });
  });

  it('deadline: "Track this deadline" leads to a sign-up that names it, and the link to that entry’s track step', async () => {
    const [entry] = await t.services.db.select().from(deadlines).where(gte(deadlines.closesOn, ukToday())).limit(1);
    const track = { request: post('/applications', { intent: 'track', deadlineId: entry!.id }), context: visitor, params: {} } as never;
    const chosen = await locationOf(() => behindMiddleware(applicationsMiddleware, track, () => applicationsAction(track)));
    const returnTo = `/deadlines?track=${entry!.id}`;
    expect(chosen).toBe(`/signup?returnTo=${encodeURIComponent(returnTo)}`);
    const page = (await signupLoader(routeArgs(get(chosen!), visitor))) as { choice?: string };
    expect(page.choice).toMatch(/^track .+, .+ \(closes \d{1,2} \w+ \d{4}\)$/);

    const { link } = await signUp('vera.deadline@example.com', returnTo);
    const landing = await openLink(link);
    const member = await asMember('vera.deadline@example.com');
    expect(await locationOf(() => emailVerifiedLoader(routeArgs(get(landing), member)))).toBe(returnTo);
    const calendar = (await deadlinesLoader(routeArgs(get(returnTo), member))) as { trackStep?: { entry: { id: string }; signedIn: boolean } };
    expect(calendar.trackStep).toMatchObject({ entry: { id: entry!.id }, signedIn: true });
  });

  it('the resend from check-your-inbox keeps the choice in the new link', async () => {
    await signUp('vera.resend@example.com', '/services?checkout=monthly');
    const answer = (await signupAction({
      request: post('/signup', { intent: 'resend-verification', email: 'vera.resend@example.com', returnTo: '/services?checkout=monthly' }),
      context: visitor,
      params: {},
    } as never)) as unknown as { data: Record<string, unknown> };
    expect(answer.data).toMatchObject({ ok: true, sentTo: 'vera.resend@example.com', message: 'We have sent the link again.' });
    const { links } = await latestEmailLinks(t, 'vera.resend@example.com');
    const resent = links.find((l) => l.includes('/api/auth/verify-email'))!;
    expect(new URL(resent).searchParams.get('callbackURL')).toContain(encodeURIComponent('/services?checkout=monthly'));
  });

  it('a returning member logging in from the sign-up page keeps the choice', async () => {
    const member = await createMember(t);
    const login = await loginLoader(routeArgs(get(`/login?returnTo=${encodeURIComponent('/services?checkout=quarterly')}`), visitor));
    expect(login).toMatchObject({ choice: 'start Premium Quarterly, £49.99 every 3 months' });
    const answer = (await loginAction({
      request: post('/login', { intent: 'login', email: member.email, password: testPassword, returnTo: '/services?checkout=quarterly' }),
      context: visitor,
      params: {},
    } as never)) as Response;
    expect(answer.headers.get('location')).toBe('/services?checkout=quarterly');
  });

  it.each(['https://evil.example/services?checkout=quarterly', '//evil.example/services?checkout=quarterly', '/.//evil.example/services?checkout=quarterly'])(
    'never leads off the site: %s',
    async (target) => {
      const page = await signupLoader(routeArgs(get(`/signup?returnTo=${encodeURIComponent(target)}`), visitor));
      expect(page).toMatchObject({ returnTo: undefined, choice: undefined });

      const email = `vera.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const { link } = await signUp(email, target);
      const landing = await openLink(link);
      expect(new URL(landing, testOrigin).origin).toBe(testOrigin);
      expect(landing).toBe('/email-verified');

      const member = await asMember(email);
      const verified = await emailVerifiedLoader(routeArgs(get(`/email-verified?continue=${encodeURIComponent(target)}`), member));
      expect(verified).toEqual({ continueTo: undefined });
    },
  );
});
