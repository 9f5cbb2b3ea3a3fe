import { expect, request, test, type APIRequestContext } from './support/test';
import { pageAccess, type PageAccess } from '../../app/page-access';
import { samplePath } from './support/pages';
import { baseURL } from '../../playwright.config';

type Role = 'visitor' | 'member' | 'subscriber' | 'coach';
const accounts: Record<Exclude<Role, 'visitor'>, string> = {
  member: 'member@clearpath.test',
  subscriber: 'subscriber@clearpath.test',
  coach: 'coach@clearpath.test',
};

/** What each role must meet on a page of each access kind: a status and a marker on the page. */
function expectation(access: PageAccess, role: Role, pattern: string, path: string): { status: number[]; text?: string; absent?: string } {
  if (path === '/no-such-page') return { status: [404], text: 'Oops! Page not found' };
  if (path.startsWith('/course/')) return { status: [301] };
  switch (access) {
    case 'anyone':
    case 'demo':
      return { status: [200] };
    case 'member':
      return role === 'visitor' ? { status: [401], text: 'Access Denied' } : { status: [200], absent: 'Access Denied' };
    case 'subscriber':
      if (role === 'visitor') return { status: [401], text: 'Authentication Required' };
      if (role === 'subscriber') return { status: [200], absent: 'See the plans' };
      return { status: [403], text: 'See the plans' };
    case 'owner':
      // Nobody owns a random id: a visitor is asked to log in, a member finds nothing.
      return role === 'visitor' ? { status: [401], text: 'Access Denied' } : { status: [404] };
    case 'coach':
      if (role === 'visitor') return { status: [401] };
      if (role !== 'coach') return { status: [403] };
      // A record's page (`:id`) is sampled with an id nobody holds; a slug is sampled with a real one.
      return { status: pattern.includes(':id') ? [404] : [200] };
  }
}

async function contextFor(role: Role): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  if (role !== 'visitor') {
    const res = await context.post('/api/auth/sign-in/email', { data: { email: accounts[role], password: 'clearpath-demo' } });
    expect(res.status()).toBe(200);
  }
  return context;
}

test('every page answers every kind of visitor as its declared access says', async () => {
  let checked = 0;
  for (const role of ['visitor', 'member', 'subscriber', 'coach'] as const) {
    const context = await contextFor(role);
    for (const [pattern, access] of Object.entries(pageAccess)) {
      const path = samplePath(pattern);
      // A course's fallback address redirects to its page, which has its own entry.
      const res = await context.get(path, { maxRedirects: 0 });
      const want = expectation(access, role, pattern, path);
      const label = `${role} ${path} (${access}): ${res.status()}`;
      expect(want.status, label).toContain(res.status());
      if (want.text || want.absent) {
        const html = await res.text();
        if (want.text) expect(html, label).toContain(want.text);
        if (want.absent) expect(html, label).not.toContain(want.absent);
      }
      checked++;
    }
    await context.dispose();
  }
  console.log(`page-access: ${checked} page × role checks`);
});
