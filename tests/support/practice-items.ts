import { practiceAnswers, practiceAttempts, practiceForms, practiceFormItems, timedAttempts } from '@server/db/schema';
import { sheetColumns } from '@server/features/practice-admin/item-sheet';
import { createMember } from './factories';
import type { TestApp } from './test-app';
import type { paths } from './api-schema';

/** Bodies and records for the coaches' practice tests. */
export type NewPracticeItem = paths['/api/admin/practice/items']['post']['requestBody']['content']['application/json'];

export const choiceItem = (prompt = 'The trainee attended the induction.'): NewPracticeItem => ({
  kind: 'critical-thinking',
  section: 'inference',
  format: 'choice',
  passage: 'Every trainee in the seat attended the induction. Sam is a trainee in the seat.',
  prompt,
  options: [
    { id: 'A', text: 'True', rationale: 'It follows from the passage.' },
    { id: 'B', text: 'False', rationale: 'Nothing in the passage says so.' },
  ],
  key: { format: 'choice', choice: 'A' },
  explanation: 'Both premises are given.',
  difficulty: 'easy',
});

export const rankItem = (): NewPracticeItem => ({
  kind: 'situational-judgement',
  format: 'rank',
  passage: 'A colleague’s mistake in a completion statement is about to go to the client.',
  prompt: 'Rank the responses from most to least effective.',
  options: [
    { id: 'tell', text: 'Tell the colleague straight away', rationale: 'They can fix it before it goes.' },
    { id: 'fix', text: 'Fix it yourself without saying', rationale: 'The colleague does not learn of it.' },
    { id: 'wait', text: 'Let it go and see', rationale: 'The client receives a wrong figure.' },
  ],
  key: { format: 'rank', order: ['tell', 'fix', 'wait'] },
  explanation: '',
  difficulty: 'medium',
});

/** One CSV row in the template's columns. */
export const csvRow = (values: Partial<Record<(typeof sheetColumns)[number], string>>) =>
  sheetColumns.map((name) => `"${(values[name] ?? '').replaceAll('"', '""')}"`).join(',');
export const csvHeader = sheetColumns.join(',');

/**
 * `count` closed attempts of a one-item form, stored as the timed-attempt core stores them:
 * attempt `i` scores `shares[i]` of its marks and got `credits[i]` on the item.
 */
export async function closedAttempts(t: TestApp, { itemId, credits, shares }: { itemId: string; credits: number[]; shares: number[] }) {
  const { db } = t.services;
  const [form] = await db.insert(practiceForms).values({ kind: 'critical-thinking', title: 'Statistics form', minutes: 30, status: 'published' }).returning();
  await db.insert(practiceFormItems).values({ formId: form!.id, itemId, position: 0 });
  const member = await createMember(t);
  for (const [index, credit] of credits.entries()) {
    const [timed] = await db.insert(timedAttempts).values({ userId: member.id, purpose: 'practice-test', limitSeconds: 1800, timeFactor: 1, status: 'submitted', closedAt: new Date() }).returning();
    await db.insert(practiceAttempts).values({ attemptId: timed!.id, userId: member.id, formId: form!.id, itemIds: [itemId], score: shares[index]! * 10, maxScore: 10 });
    await db.insert(practiceAnswers).values({ attemptId: timed!.id, userId: member.id, itemId, answer: 'A', credit });
  }
  return { formId: form!.id, memberId: member.id };
}
