import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAttempts, practiceItems, reviewPracticeAttempts, reviewRequests } from '@server/db/schema';
import { listFirmTestKinds } from '@server/features/practice-admin/firm-test-kinds';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { readPage } from '../support/page';
import { choiceItem, closedAttempts, csvHeader, csvRow } from '../support/practice-items';

/** The coaches' practice pages, through their forms as a browser without scripts sends them (ADR 0043). */
describe('practice pages for coaches', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
    cookie = (await signedInMember(t, { role: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  const apiItem = async (prompt: string, publish = true) => {
    const res = await t.request('/api/admin/practice/items', { method: 'POST', headers: { cookie }, json: choiceItem(prompt) });
    const { id } = (await res.json()) as { id: string };
    if (publish) await t.request(`/api/admin/practice/items/${id}/publish`, { method: 'POST', headers: { cookie } });
    return id;
  };

  it('writes an item, refusing beside the field, previews it with and without its key, publishes it, then refuses to edit it', async () => {
    const blank = await t.page('/coach/practice/items/new', { cookie });
    expect(blank.status).toBe(200);
    const fields = {
      kind: 'critical-thinking',
      section: 'deduction',
      format: 'choice',
      passage: 'No partner works on Fridays. Alex is a partner.',
      prompt: 'Alex works on Fridays.',
      option1: 'Conclusion follows',
      rationale1: 'The premises say the opposite.',
      option2: 'Conclusion does not follow',
      rationale2: 'No partner works on Fridays, and Alex is one.',
      key: 'C',
    };
    const refused = await t.submit(blank, 'Save draft', fields, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.field('key').invalid).toBe(true);
    expect(refused.field('key').description).toContain('The answer must be one of the options');
    expect(refused.field('passage').value).toBe(fields.passage);

    const saved = await t.submit(refused, 'Save draft', { key: 'b' }, { cookie });
    expect(saved.location).toMatch(/^\/coach\/practice\/items\/[0-9a-f-]{36}$/);
    const preview = await t.page(saved.location!, { cookie });
    expect(preview.texts('article')[0]).toContain('Alex works on Fridays.');
    expect(preview.texts('article')[0]).not.toContain('No partner works on Fridays, and Alex is one.');
    expect(preview.texts('article')[1]).toContain('The answer. No partner works on Fridays, and Alex is one.');
    expect(preview.field('key').value).toBe('B');

    const edited = await t.submit(preview, 'Save draft', { prompt: 'Alex does not work on Fridays.', key: 'A' }, { cookie });
    expect(edited.statusLine).toContain('Draft saved');
    const published = await t.submit(await t.page(saved.location!, { cookie }), 'Publish', {}, { cookie });
    expect(published.statusLine).toContain('Published');
    const after = await t.page(saved.location!, { cookie });
    expect(after.text).toContain('A published item is not edited');
    expect(after.texts('button')).not.toContain('Save draft');
    const forced = await t.postForm(saved.location!, { intent: 'save', ...fields, key: 'A', prompt: 'Changed after publishing' }, { cookie });
    expect(forced.status).toBe(409);
    expect(forced.alert).toContain('A published item cannot be edited');
    const [row] = await t.services.db.select().from(practiceItems).where(eq(practiceItems.id, saved.location!.split('/').pop()!));
    expect(row).toMatchObject({ prompt: 'Alex does not work on Fridays.', status: 'published' });

    const copy = await t.submit(after, 'Duplicate as a new draft', {}, { cookie });
    expect(copy.location).not.toBe(saved.location);
    expect((await t.page(copy.location!, { cookie })).texts('h1')).toContain('Draft item');
  });

  it('imports a CSV with one bad row through the page and names that row and its column', async () => {
    const good = { kind: 'situational-judgement', format: 'most-least', passage: 'A scenario.', option1: 'Ask', rationale1: 'Clear.', option2: 'Guess', rationale2: 'Risky.', option3: 'Ignore', rationale3: 'Worst.' };
    const csv = [csvHeader, csvRow({ ...good, prompt: 'Page import one', key: 'A,C' }), csvRow({ ...good, prompt: 'Page import two', key: 'A,A' }), csvRow({ ...good, prompt: 'Page import three', key: 'B,C' })].join('\n');
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'items.csv');
    const res = await t.request('/coach/practice/import', { method: 'POST', body, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    const report = await readPage(res, new URL('/coach/practice/import', testOrigin).href);
    expect(report.status).toBe(200);
    expect(report.text).toContain('2 items imported as drafts; 1 refused');
    expect(report.text).toContain('Row 3, key: The most and least effective responses must differ');
    const drafts = await t.page('/coach/practice?status=draft&kind=situational-judgement', { cookie });
    expect(drafts.text).toContain('Page import one');
    expect(drafts.text).toContain('Page import three');
    expect(drafts.text).not.toContain('Page import two');

    const empty = await t.postForm('/coach/practice/import', { file: '' }, { cookie });
    expect(empty.field('file').description).toContain('Choose a CSV file to import');
  });

  it('refuses a form holding an unpublished item beside the items, and saves one of published items', async () => {
    const published = await apiItem('Published for the form page');
    const draft = await apiItem('Still a draft for the form page', false);
    const page = await t.page('/coach/practice/forms/new', { cookie });
    expect(page.text).toContain('Published for the form page');
    expect(page.text).not.toContain('Still a draft for the form page');
    const refused = await t.postForm('/coach/practice/forms/new', [['kind', 'critical-thinking'], ['title', 'Mixed form'], ['minutes', '10'], ['questionIds', published], ['questionIds', draft]], { cookie });
    expect(refused.status).toBe(400);
    expect(refused.field('questionIds', published).description).toContain('Item 2 is draft: a form holds published items only');

    const saved = await t.submit(page, 'Save draft form', { title: 'Deduction warm-up', minutes: '12', questionIds: [published] }, { cookie });
    expect(saved.location).toBe('/coach/practice');
    const list = await t.page('/coach/practice', { cookie });
    expect(list.text).toContain('Deduction warm-up');
    const publishedForm = await t.submit(list, 'Publish', {}, { cookie, within: 'Deduction warm-up' });
    expect(publishedForm.statusLine).toContain('Published: Deduction warm-up');
  });

  it('fills the full-test preset', async () => {
    const page = await t.page('/coach/practice/forms/new?preset=full-test', { cookie });
    expect(page.field('title').value).toBe('Full test: 40 questions in 30 minutes');
    expect(page.field('minutes').value).toBe('30');
    expect(page.root.querySelectorAll('input[name="questionIds"][checked]').length).toBeGreaterThan(0);
  });

  it('shows statistics and the flag only once 20 closed attempts answered the item', async () => {
    const id = await apiItem('An item the list gives statistics for');
    await closedAttempts(t, { itemId: id, credits: Array(19).fill(1), shares: Array.from({ length: 19 }, (_, index) => index / 19) });
    const row = (page: Awaited<ReturnType<TestApp['page']>>) => page.texts('li').find((text) => text.startsWith('An item the list gives statistics for'))!;
    expect(row(await t.page('/coach/practice', { cookie }))).toContain('No statistics yet');
    await closedAttempts(t, { itemId: id, credits: [1], shares: [0] });
    expect(row(await t.page('/coach/practice', { cookie }))).toContain('100% correct · index 0.00 (20 attempts)May not separate strong from weak');
  });

  it('lists items 20 to a page, filtered by kind, section, status and words in the passage or statement, each page link keeping the filters', async () => {
    for (let n = 1; n <= 21; n++) await apiItem(`Quokka ${n} attended the induction.`, n <= 19);
    await t.request('/api/admin/practice/items', { method: 'POST', headers: { cookie }, json: { ...choiceItem('Sam attended.'), passage: 'Every quokka in the seat attended.' } });
    const items = (page: Awaited<ReturnType<TestApp['page']>>) =>
      page.root.querySelectorAll('main a[href^="/coach/practice/items/"]').filter((link) => !link.getAttribute('href')!.endsWith('/new')).length;
    const pageLink = (page: Awaited<ReturnType<TestApp['page']>>, name: string) =>
      page.root.querySelectorAll('nav[aria-label="Pages"] a').find((link) => link.textContent === name)?.getAttribute('href');

    const first = await t.submit(await t.page('/coach/practice', { cookie }), 'Show', { q: 'quokka' }, { cookie });
    expect(first.text).toContain('Items (22)');
    expect(first.text).toContain('1–20 of 22');
    expect(first.text).toContain('Page 1 of 2');
    expect(items(first)).toBe(20);
    expect(first.field('q').value).toBe('quokka');
    const next = pageLink(first, 'Next page')!;
    expect(Object.fromEntries(new URLSearchParams(next.split('?')[1]))).toEqual({ kind: '', section: '', status: '', q: 'quokka', page: '2' });
    const second = await t.page(next, { cookie });
    expect(second.text).toContain('21–22 of 22');
    expect(items(second)).toBe(2);
    expect(second.field('q').value).toBe('quokka');
    expect(pageLink(second, 'Previous page')).toContain('q=quokka');
    expect(second.text).toContain('Test forms');
    expect(second.text).toContain('Online tests each firm sets');

    const drafts = await t.submit(second, 'Show', { status: 'draft' }, { cookie });
    expect(drafts.text).toContain('1–3 of 3');
    expect(drafts.text).toContain('Sam attended.');
    expect((await t.page('/coach/practice?q=quokka&kind=critical-thinking&section=inference&status=published', { cookie })).text).toContain('1–19 of 19');
    expect((await t.page('/coach/practice?q=quokka&kind=situational-judgement', { cookie })).text).toContain('No items match these filters.');
    // Pattern characters are taken as typed: "quokka%" is in no item.
    expect((await t.page('/coach/practice?q=quokka%25', { cookie })).text).toContain('No items match these filters.');

    const odd = await t.page('/coach/practice?q=quokka&page=first&kind=essay&status=gone&section=', { cookie });
    expect(odd.status).toBe(200);
    expect(odd.text).toContain('1–20 of 22');
    expect((await t.page('/coach/practice?q=quokka&page=40', { cookie })).text).toContain('21–22 of 22');
  });

  it('records the online tests a firm sets', async () => {
    const page = await t.page('/coach/practice', { cookie });
    const saved = await t.submit(page, 'Save Ashurst', { kinds: ['critical-thinking'] }, { cookie });
    expect(saved.statusLine).toContain('Saved for Ashurst');
    expect(await listFirmTestKinds(t.services.db, 'ashurst')).toEqual(['critical-thinking']);
  });

  it('shows the practice attempts a review covers with answers and keys, and takes the claiming coach’s comment on an item', async () => {
    const itemId = await apiItem('An item the member got wrong');
    const { memberId } = await closedAttempts(t, { itemId, credits: [0], shares: [0] });
    const [attempt] = await t.services.db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, memberId));
    const [review] = await t.services.db
      .insert(reviewRequests)
      .values({ userId: memberId, targetFirm: 'Practice', applicationType: 'training-contract', planId: 'monthly', dueAt: new Date(Date.now() + 86_400_000) })
      .returning();
    await t.services.db.insert(reviewPracticeAttempts).values({ reviewId: review!.id, attemptId: attempt!.attemptId });
    const path = `/coach/reviews/${review!.id}`;

    const unclaimed = await t.page(path, { cookie });
    expect(unclaimed.text).toContain('Practice attempts sent for review');
    expect(unclaimed.text).toContain('Question 1: Chose A (credit 0%)');
    expect(unclaimed.text).toContain('The answer. It follows from the passage.');
    expect(unclaimed.texts('button')).not.toContain('Add comment on question 1');

    const claimed = await t.page((await t.submit(unclaimed, 'Claim review', {}, { cookie })).url, { cookie });
    const empty = await t.submit(claimed, 'Add comment on question 1', { text: '' }, { cookie });
    expect(empty.field('text').description).toContain('Write the comment');
    const added = await t.submit(claimed, 'Add comment on question 1', { text: 'Check which premise the statement rests on.' }, { cookie });
    expect(added.statusLine.split('Comment added.')).toHaveLength(2);
    expect((await t.page(path, { cookie })).text).toContain('Check which premise the statement rests on.');
  });
});
