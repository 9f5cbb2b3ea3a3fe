import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { everyPageDraws } from '../support/pdf-content';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

describe('coach area API', () => {
  let t: TestApp;
  let coach: string;
  beforeAll(async () => {
    t = await createTestApp();
    coach = (await signedInMember(t, { role: 'admin', email: 'head.coach@example.com' })).cookie;
  });
  afterAll(() => t.close());
  const asCoach = (path: string, init: Parameters<TestApp['request']>[1] = {}) =>
    t.request(path, { ...init, headers: { ...init.headers, cookie: coach } });

  it('computes the overview: members, plans, MRR normalised to a month, enquiries, a 12-week series', async () => {
    const before = await (await asCoach('/api/admin/overview')).json();
    const monthly = await signedInMember(t);
    const halfYear = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: monthly.id, planId: 'monthly' });
    await grantDemoSubscription(t.services, { userId: halfYear.id, planId: 'half-year' });
    await t.request('/api/enquiries', { method: 'POST', json: { name: 'Lead', email: 'lead@example.com' } });

    const after = await (await asCoach('/api/admin/overview')).json();
    expect(after.members - before.members).toBe(2);
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(2);
    // £19.99 + £94.99 / 6 = £35.82 more a month.
    expect(after.mrr.amount - before.mrr.amount).toBe(Math.round(1999 + 9499 / 6));
    expect(after.newEnquiries - before.newEnquiries).toBe(1);
    expect(after.activeSubscriptionsByWeek).toHaveLength(12);
    expect(after.activeSubscriptionsByWeek.at(-1).active).toBe(after.activeSubscriptions);
  });

  it('finds a member by email and exports the list as CSV without formula injection', async () => {
    const member = await signedInMember(t, { email: 'findable.person@example.com', firstName: '=HYPERLINK("x")' });
    const found = await (await asCoach('/api/admin/members?q=findable')).json();
    expect(found.members.map((m: { email: string }) => m.email)).toEqual([member.email]);
    const detail = await (await asCoach(`/api/admin/members/${member.id}`)).json();
    expect(detail.profile.email).toBe(member.email);
    const csv = await (await asCoach('/api/admin/members.csv')).text();
    expect(csv.split('\r\n')[0]).toBe('Name,Email,University,Joined,Plan,Status,Period end,Cancels at period end');
    expect(csv).toContain(`"'=HYPERLINK(""x"") Lovelace"`);
    expect((await asCoach('/api/admin/members/nobody')).status).toBe(404);
  });

  it('works the enquiries inbox, and audits what coaches do', async () => {
    await t.request('/api/enquiries', { method: 'POST', json: { name: 'Inbox Case', email: 'inbox@example.com' } });
    const { enquiries } = await (await asCoach('/api/admin/enquiries?status=new')).json();
    const enquiry = enquiries.find((e: { email: string }) => e.email === 'inbox@example.com');
    const contacted = await asCoach(`/api/admin/enquiries/${enquiry.id}`, { method: 'PATCH', json: { status: 'contacted', internalNote: 'Called back' } });
    expect(contacted.status).toBe(200);
    expect(await contacted.json()).toMatchObject({ status: 'contacted', internalNote: 'Called back' });
    expect((await asCoach(`/api/admin/enquiries/${enquiry.id}`, { method: 'PATCH', json: { status: 'lost' } })).status).toBe(400);
    const { entries } = await (await asCoach('/api/admin/audit')).json();
    expect(entries[0]).toMatchObject({ action: 'enquiry.contacted', targetId: enquiry.id, actorEmail: 'head.coach@example.com' });
  });

  it('edits and reorders the library, and members see it at once', async () => {
    const { items } = await (await asCoach('/api/admin/library/ma-fundamentals')).json();
    const [first, second, ...rest] = items as { id: string; title: string }[];
    const reordered = await asCoach('/api/admin/library/ma-fundamentals/order', {
      method: 'PUT',
      json: { itemIds: [second!.id, first!.id, ...rest.map((i) => i.id)] },
    });
    expect(reordered.status).toBe(200);
    await asCoach(`/api/admin/library/items/${first!.id}`, { method: 'PATCH', json: { title: 'Why deals happen (updated)' } });
    await asCoach(`/api/admin/library/items/${rest[0]!.id}`, { method: 'PATCH', json: { hidden: true } });

    const visible = (await (await t.request('/api/library/ma-fundamentals')).json()).items;
    expect(visible.map((i: { id: string }) => i.id).slice(0, 2)).toEqual([second!.id, first!.id]);
    expect(visible[1].title).toBe('Why deals happen (updated)');
    expect(visible.map((i: { id: string }) => i.id)).not.toContain(rest[0]!.id);

    const partial = await asCoach('/api/admin/library/ma-fundamentals/order', { method: 'PUT', json: { itemIds: [first!.id] } });
    expect(partial.status).toBe(400);
    const { entries } = await (await asCoach('/api/admin/audit')).json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['library.items.reorder', 'library.item.update', 'library.item.hide']));
  });

  /** A small PDF whose every page says `marker`. */
  async function pdfSaying(marker: string, pages: number) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < pages; i++) doc.addPage().drawText(`${marker} page ${i + 1}`, { x: 50, y: 700, size: 14, font });
    return new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' });
  }

  it('replaces a document: the next signed link serves the new PDF, watermarked, and the audit log records it', async () => {
    const subscriber = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: subscriber.id, planId: 'monthly' });
    const item = (await (await t.request('/api/library/law-firm-practice-areas')).json()).items[0];

    const form = new FormData();
    form.append('file', await pdfSaying('REPLACEMENT-MARKER', 7), 'new.pdf');
    const replaced = await asCoach(`/api/admin/library/items/${item.id}/document`, { method: 'PUT', body: form });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual({ pageCount: 7 });

    const { url } = await (await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie: subscriber.cookie } })).json();
    const served = await PDFDocument.load(await (await t.request(url, { headers: { cookie: subscriber.cookie } })).arrayBuffer());
    expect(served.getPageCount()).toBe(7);
    expect(everyPageDraws(served, 'REPLACEMENT-MARKER')).toBe(true);
    expect(everyPageDraws(served, subscriber.email)).toBe(true);

    const { entries } = await (await asCoach('/api/admin/audit')).json();
    expect(entries[0]).toMatchObject({ action: 'library.item.replace', targetId: item.id });

    const notPdf = new FormData();
    notPdf.append('file', new Blob(['MZ this is not a pdf']), 'evil.pdf');
    expect((await asCoach(`/api/admin/library/items/${item.id}/document`, { method: 'PUT', body: notPdf })).status).toBe(415);
  });

  it('adds an item with its PDF at the end of a collection', async () => {
    const form = new FormData();
    form.append('title', 'Vacation scheme offers: what next');
    form.append('description', 'From offer to acceptance.');
    form.append('file', await pdfSaying('ADDED', 2), 'added.pdf');
    const res = await asCoach('/api/admin/library/training-contract-journey/items', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const items = (await (await t.request('/api/library/training-contract-journey')).json()).items;
    expect(items.at(-1)).toMatchObject({ title: 'Vacation scheme offers: what next', pageCount: 2 });

    const untitled = new FormData();
    untitled.append('file', await pdfSaying('X', 1), 'x.pdf');
    expect((await asCoach('/api/admin/library/training-contract-journey/items', { method: 'POST', body: untitled })).status).toBe(400);
  });
});
