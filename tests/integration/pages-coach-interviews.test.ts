import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

/** The coaches' video-interview pages, through their forms as a browser without scripts sends them (ADR 0043). */
describe('video-interview question sets on the coaches’ pages', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
    cookie = (await signedInMember(t, { role: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  const question = (text: string) => ({ text, prepareSeconds: '30', answerSeconds: '90', takes: '1' });
  /** A new draft through the "New set" page; answers its page's address. */
  const newSet = async (title: string, firmSlug = '') => {
    const saved = await t.submit(await t.page('/coach/interviews/new', { cookie }), 'Save draft', { title, description: 'Practice for the real thing.', firmSlug }, { cookie });
    expect(saved.location).toMatch(/^\/coach\/interviews\/[0-9a-f-]{36}$/);
    return saved.location!;
  };
  const withQuestions = async (title: string, texts: string[]) => {
    const path = await newSet(title);
    for (const text of texts) expect((await t.submit(await t.page(path, { cookie }), 'Add question', question(text), { cookie })).status).toBe(200);
    return path;
  };
  const subscriber = async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    return member;
  };

  it('creates a draft, refusing a missing title beside its field', async () => {
    const blank = await t.page('/coach/interviews/new', { cookie });
    expect(blank.status).toBe(200);
    const refused = await t.submit(blank, 'Save draft', { title: '', description: 'Kept as typed.', firmSlug: 'linklaters' }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.field('title').invalid).toBe(true);
    expect(refused.field('title').description).toContain('Give the set a title');
    expect(refused.field('description').value).toBe('Kept as typed.');
    expect(refused.field('firmSlug').value).toBe('linklaters');

    const saved = await t.submit(refused, 'Save draft', { title: 'Linklaters strengths' }, { cookie });
    const page = await t.page(saved.location!, { cookie });
    expect(page.texts('h1')).toEqual(['Linklaters strengths']);
    expect(page.text).toContain('Draft set · Linklaters · 0 attempts by members');
    expect(page.text).toContain('No questions yet');
  });

  it('adds, edits, moves and removes questions, each refusal beside its field, and previews the set as members see it', async () => {
    const path = await newSet('Questions drill');
    const refused = await t.submit(await t.page(path, { cookie }), 'Add question', { text: 'Why law?', prepareSeconds: '30', answerSeconds: '20', takes: '4' }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.field('answerSeconds').description).toContain('Allow at least 30 seconds to answer');
    expect(refused.field('takes').description).toContain('Allow 1, 2 or 3 takes');
    expect(refused.field('text').value).toBe('Why law?');

    const added = await t.submit(refused, 'Add question', { answerSeconds: '60', takes: '2' }, { cookie });
    expect(added.statusLine).toContain('Question 1 added');
    await t.submit(added, 'Add question', question('Why this firm?'), { cookie });
    const two = await t.page(path, { cookie });
    expect(two.texts('h3')).toEqual(expect.arrayContaining(['Question 1', 'Question 2']));

    const edited = await t.submit(two, 'Save question 2', { text: 'Why this firm, in one minute?', prepareSeconds: '0' }, { cookie });
    expect(edited.statusLine).toContain('Question saved');
    const badEdit = await t.submit(await t.page(path, { cookie }), 'Save question 1', { prepareSeconds: '61' }, { cookie });
    expect(badEdit.status).toBe(400);
    expect(badEdit.alert).toContain('Allow at most 60 seconds to prepare');

    const moved = await t.submit(await t.page(path, { cookie }), 'Move question 2 up', {}, { cookie });
    expect(moved.statusLine).toContain('Moved to question 1');
    const reordered = await t.page(path, { cookie });
    const preview = reordered.texts('ol').at(-1)!;
    expect(preview.indexOf('Why this firm, in one minute?')).toBeLessThan(preview.indexOf('Why law?'));
    expect(preview).toContain('No preparation, 1:30 to answer, one take');
    expect(preview).toContain('0:30 to prepare, 1:00 to answer, 2 takes');
    expect(reordered.text).toContain('How members see it');

    const removed = await t.submit(reordered, 'Remove question 1', {}, { cookie });
    expect(removed.statusLine).toContain('Question removed');
    const one = await t.page(path, { cookie });
    expect(one.text).not.toContain('Why this firm, in one minute?');
    expect(one.text).toContain('Questions (1)');
  });

  it('refuses to publish a set with no question, saying why', async () => {
    const path = await newSet('Empty for now');
    const refused = await t.submit(await t.page(path, { cookie }), 'Publish', {}, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.alert).toContain('Add at least one question before publishing');
  });

  it('publishes a set members then see; once published it is not edited; retired, members no longer see it and a started attempt still opens', async () => {
    const member = await subscriber();
    const path = await withQuestions('A set for members', ['Tell us about a deal you followed.']);
    expect((await t.page('/interviews', { cookie: member.cookie })).text).not.toContain('A set for members');

    const published = await t.submit(await t.page(path, { cookie }), 'Publish', {}, { cookie });
    expect(published.statusLine).toContain('Published: members see it now, and it can no longer be edited');
    const page = await t.page(path, { cookie });
    expect(page.text).toContain('A published set is not edited');
    expect(page.texts('button')).not.toContain('Save question 1');
    expect(page.texts('button')).not.toContain('Add question');
    const forced = await t.postForm(path, { intent: 'add', ...question('Sneaked in?') }, { cookie });
    expect(forced.status).toBe(409);
    expect(forced.alert).toContain('A published set cannot be edited');

    const list = await t.page('/interviews', { cookie: member.cookie });
    expect(list.text).toContain('A set for members');
    const started = await t.submit(list, 'Start this set: A set for members', {}, { cookie: member.cookie });
    expect(started.location).toMatch(/^\/interviews\/attempts\//);

    const coachList = await t.page('/coach/interviews', { cookie });
    expect(coachList.texts('li').find((text) => text.startsWith('A set for members'))).toContain('Generic · 1 question · 1 attempt');

    const retired = await t.submit(page, 'Retire', {}, { cookie });
    expect(retired.statusLine).toContain('Retired: members no longer see it; attempts already started keep working');
    expect((await t.page('/interviews', { cookie: member.cookie })).text).not.toContain('Start this set: A set for members');
    const attempt = await t.page(started.location!, { cookie: member.cookie });
    expect(attempt.status).toBe(200);
    expect(attempt.text).toContain('Tell us about a deal you followed.');
  });

  it('duplicates a published set as a new draft to change it', async () => {
    const path = await withQuestions('To be revised', ['First version?']);
    await t.submit(await t.page(path, { cookie }), 'Publish', {}, { cookie });
    const copy = await t.submit(await t.page(path, { cookie }), 'Duplicate as a new draft', {}, { cookie });
    expect(copy.location).toMatch(/^\/coach\/interviews\//);
    expect(copy.location).not.toBe(path);
    const draft = await t.page(copy.location!, { cookie });
    expect(draft.text).toContain('Draft set');
    expect(draft.field('text').value).toBe('First version?');
    const saved = await t.submit(draft, 'Save set details', { title: 'Revised' }, { cookie });
    expect(saved.statusLine).toContain('Set details saved');
    expect((await t.page(path, { cookie })).texts('h1')).toEqual(['To be revised']);
  });

  it('lists every set with its status, firm and counts, and links it from the coach navigation', async () => {
    const page = await t.page('/coach/interviews', { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Training contract video interview');
    const linklaters = page.texts('li').find((text) => text.startsWith('Linklaters style'))!;
    expect(linklaters).toContain('Linklaters · 6 questions');
    expect(linklaters).toContain('Published');
    expect(page.root.querySelector('nav[aria-label="Coach area"] a[href="/coach/interviews"]')?.textContent).toBe('Video interviews');
    expect((await t.page(`/coach/interviews/${crypto.randomUUID()}`, { cookie })).status).toBe(404);
  });
});
